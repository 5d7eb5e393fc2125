import { bilingual } from '../words/language.js';
import type { Arrow } from './puzzle.js';

/**
 * One slide model for every board with one gap in a square grid (the sliding
 * tiles, the Line Puzzle): an arrow slides the piece on the far side of the
 * gap that way, into it (↓ slides the piece above the gap down, as Tatham's
 * Fifteen does). Families play it through `Puzzle.arrowMove`, each encoding
 * the move its own way.
 */

/**
 * The cell whose piece an arrow slides into the gap at `gap`, on a grid
 * `side` cells wide and `cells` long, or undefined when none is there.
 */
export const arrowSource = (
  gap: number,
  arrow: Arrow,
  side: number,
  cells: number,
): number | undefined => {
  const row = Math.floor(gap / side);
  const col = gap % side;
  if (arrow === 'up') return row + 1 < cells / side ? gap + side : undefined;
  if (arrow === 'down') return row > 0 ? gap - side : undefined;
  if (arrow === 'left') return col + 1 < side ? gap + 1 : undefined;
  return col > 0 ? gap - 1 : undefined;
};

/** What the arrows do on such a board, in the key bar's word and in the rules (`?`). */
export const oneGapWords = bilingual({
  en: {
    arrowsDo: 'slide',
    rule: 'The arrow keys slide the piece beside the empty cell that way.',
  },
  ja: {
    arrowsDo: '滑らす',
    rule: '矢印キーを押すと、空いたマスの隣の駒がその向きに滑ります。',
  },
});
