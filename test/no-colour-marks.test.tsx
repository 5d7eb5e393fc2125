/**
 * `--ascii` means ASCII and NO_COLOR loses nothing (issue 21 item 7): every
 * distinction colour makes is also made by a glyph, and a sign spelled out in
 * ASCII (`→` as `->`) does not push its row out of line.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from '../source/puzzles/catalogue.js';
import { columnWidth } from '../source/ui/analysis/histogram-chart.js';
import { searchNever } from './search-services.js';
import { KEYS, startApp, unmountAfterEach } from './ui-support.js';

const { keep } = unmountAfterEach();

describe('marks that do not need colour', () => {
  it('a piece picked up shows > < under the cursor, as docs/playing.md says', async () => {
    for (const ascii of [false, true]) {
      const app = await startApp({ id: 'knights', color: false, ascii, search: searchNever });
      keep(app.unmount);
      const piece = ascii ? 'B' : '●';
      expect(app.frame()).toContain(`[${piece}]`);
      await app.press(KEYS.enter);
      expect(app.frame()).toContain(`>${piece}<`);
      expect(app.frame()).not.toContain(`[${piece}]`);
      app.unmount();
    }
  });

  it('the analysis points at the chosen distance with a sign, not inverse video alone', async () => {
    for (const ascii of [false, true]) {
      const app = await startApp({ id: 'flip-star', color: false, ascii });
      keep(app.unmount);
      await app.waitFor('optimal');
      await app.press('a');
      await app.waitFor('24,576 positions');
      await app.press(KEYS.down, KEYS.down);
      const frame = await app.waitFor('300 positions 19 moves from the goal');
      const sign = ascii ? '^' : '▲';
      const line = frame.split('\n').find((row) => row.trim() === sign);
      expect(line, frame).toBeDefined();
      // Under the column of distance 19 (22 distances, 0..21, across 80 columns).
      expect(line?.indexOf(sign)).toBe(19 * columnWidth(22, 80));
      app.unmount();
    }
  });

  it('--ascii: every menu row starts its summary in the same column', async () => {
    // Wide enough for every summary whole (a narrower menu leaves them to the line below it).
    const app = await startApp({ ascii: true, size: { columns: 140, rows: 45 } });
    keep(app.unmount);
    const frame = await app.waitFor('Knights Exchange');
    // The menu's rows: after the pointer column, a family or its blank, a title, a summary.
    const rows = frame.split('\n').filter((row) =>
      catalogue.some((entry) => {
        const summary = entry.summary.replace(/×/g, 'x');
        return row.endsWith(summary) && row.length > summary.length + 20;
      }),
    );
    const summaries = rows.map((row) => {
      const gaps = [...row.matchAll(/ {2,}(?=\S)/g)];
      const last = gaps[gaps.length - 1];
      return (last.index ?? 0) + last[0].length;
    });
    expect(rows.length).toBeGreaterThan(10);
    expect(frame).toContain('Line Puzzle (start1 -> goal1)');
    expect(new Set(summaries).size, frame).toBe(1);
  });
});

describe('the key bar says what the arrows do', () => {
  it.each([
    ['fifteen', 'arrows slide'],
    ['knights', 'arrows move'],
  ])('%s: %s', async (id, words) => {
    const app = await startApp({ id, search: searchNever, size: { columns: 140, rows: 45 } });
    keep(app.unmount);
    const frame = await app.waitFor('u undo');
    expect(frame).toContain(words);
  });
});
