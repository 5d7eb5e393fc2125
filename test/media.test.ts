import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const pictures = [
  ...readFileSync(new URL('readme.md', root), 'utf8').matchAll(/\]\(media\/([\w-]+)\.svg\)/g),
].map((match) => match[1]);

// The readme's pictures are made by `npm run media` (not run here: it records the
// real app for a minute); this checks what it left is whole.
describe('the readme pictures', () => {
  it('shows the two animations first, then the stills', () => {
    expect(pictures.slice(0, 2)).toEqual(['solve-line-3', 'watch-knights']);
    expect(pictures.length).toBeGreaterThan(2);
    expect(pictures).toContain('trace-line-3');
  });

  const screens = pictures.filter((name) => !name.startsWith('trace-'));
  const charts = pictures.filter((name) => name.startsWith('trace-'));

  it.each(charts)('%s: a chart drawn from a whole trace', (name) => {
    expect(readFileSync(new URL(`media/${name}.svg`, root), 'utf8')).toMatch(/^<svg/);
    const iterations = readFileSync(new URL(`media/${name}.jsonl`, root), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { nodes: number; perDepth: number[] });
    expect(iterations.length).toBeGreaterThan(1);
    for (const { nodes, perDepth } of iterations) {
      expect(perDepth.reduce((sum, count) => sum + count, 0)).toBe(nodes);
    }
  });

  it.each(screens)('%s: an SVG and the asciicast it was rendered from', (name) => {
    const svg = readFileSync(new URL(`media/${name}.svg`, root), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(existsSync(new URL(`media/${name}.cast`, root))).toBe(true);
    const [header, ...events] = readFileSync(new URL(`media/${name}.cast`, root), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as unknown);
    expect(header).toMatchObject({ version: 2, width: 80, height: 24 });
    const times = events.map((event) => {
      const [time, kind, text] = event as [number, string, string];
      expect([kind, typeof text]).toEqual(['o', 'string']);
      return time;
    });
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});
