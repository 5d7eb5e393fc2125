import { afterEach, describe, expect, it } from 'vitest';
import { progressLine } from '../source/commands/map-now.js';
import type { MapProgress } from '../source/search/map.js';
import { columns } from '../source/text/wrap.js';
import { setLanguage } from '../source/words/language.js';

/*
 * `analyze --full`'s progress line is rewritten in place on the terminal; a
 * line longer than the terminal wraps, and every rewrite left its first part
 * behind (at 80 columns once the positions ran into the hundreds of millions).
 */

afterEach(() => setLanguage('en'));

const late: MapProgress = {
  layer: 41,
  positions: 212_345_678,
  ms: 61_234,
  leftMs: 348_000,
  share: 0.42,
};
const barOf = (line: string): string | undefined => /\[[#.]*\]/.exec(line)?.[0];

describe("the whole map's progress line", () => {
  it.each(['en', 'ja'] as const)(
    'fits the terminal, the bar taking what is left (%s)',
    (chosen) => {
      setLanguage(chosen);
      for (const width of [139, 79, 59, 39, 19]) {
        const line = progressLine(late, width);
        expect(columns(line), `${width}: ${line}`).toBeLessThanOrEqual(width);
      }
      expect(barOf(progressLine(late, 139))).toHaveLength(24 + 2);
      const narrow = barOf(progressLine(late, 79));
      expect(narrow).toBeDefined();
      expect((narrow ?? '').length).toBeLessThan(26);
      // The bar, filled by the share, however wide.
      expect(narrow?.match(/#/g)?.length).toBe(Math.round(0.42 * ((narrow ?? '').length - 2)));
      expect(barOf(progressLine(late, 39))).toBeUndefined();
      expect(progressLine(late, 79)).toMatch(/348/);
    },
  );

  it('cuts the line while the time left is still being estimated', () => {
    const early: MapProgress = { ...late, leftMs: undefined, share: undefined };
    expect(columns(progressLine(early, 30))).toBeLessThanOrEqual(30);
    expect(progressLine(early, 139)).toMatch(/estimating the time left$/);
  });
});
