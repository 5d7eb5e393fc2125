/**
 * A large window is used (issue 21 item 8): at 140×45 the menu shows the
 * highlighted puzzle's boards and rules in the rows its list leaves, and the
 * solve panel's bars stand beside their rows, not sixty columns away.
 */
import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { findEntry } from '../source/puzzles/catalogue.js';
import type { IterationEvent } from '../source/search/search-events.js';
import { DepthLine } from '../source/ui/solve/depth-lines.js';
import { setLanguage } from '../source/words/language.js';
import { startApp, unmountAfterEach } from './ui-support.js';

const { keep } = unmountAfterEach();

describe('a large window is used', () => {
  it('the menu previews the highlighted puzzle where there is room, and not where there is none', async () => {
    const large = await startApp({ size: { columns: 140, rows: 45 } });
    keep(large.unmount);
    const frame = await large.waitFor('Flip It · tobikoe play flip-line');
    expect(frame).toMatch(/^start$/m);
    expect(frame).toContain('│   │ ● │ ● │ ● │ ● │ ● │');
    const rules = findEntry('flip-line')?.rules ?? '';
    expect(frame.replace(/\s+/g, ' ')).toContain(rules.split(' ').slice(0, 12).join(' '));
    expect(frame.split('\n').length).toBeLessThanOrEqual(44);

    const small = await startApp({ size: { columns: 80, rows: 24 } });
    keep(small.unmount);
    const plain = await small.waitFor('Flip It · tobikoe play flip-line');
    expect(plain).not.toMatch(/^start$/m);
  });

  it('the preview labels its start board in the language of the moment', async () => {
    setLanguage('ja');
    try {
      const large = await startApp({ size: { columns: 140, rows: 45 } });
      keep(large.unmount);
      const frame = await large.waitFor('tobikoe play flip-line');
      expect(frame).toMatch(/^開始$/m);
      expect(frame).not.toMatch(/^start/m);
    } finally {
      setLanguage('en');
    }
  });

  it('a depth line keeps its bar beside its figures in a wide panel', () => {
    const event: IterationEvent = {
      depth: 16,
      nodes: 60_149,
      totalNodes: 74_794,
      ms: 350,
      ownMs: 240,
      cutoffs: 400_492,
    };
    const { lastFrame, unmount } = render(<DepthLine event={event} width={120} />);
    const line = lastFrame() ?? '';
    unmount();
    expect(line).toMatch(/^16 +60,149 +240\.0 ms +350\.0 ms /);
    const bar = line.indexOf('█');
    expect(bar).toBeGreaterThan(0);
    expect(bar).toBeLessThanOrEqual(44);
  });
});
