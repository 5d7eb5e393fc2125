import { bilingual } from '../words/language.js';
import type { PieceKind } from './puzzle.js';
import { withTexts } from './texts.js';

const names = bilingual({
  en: { black: 'black', white: 'white' },
  ja: { black: '黒', white: '白' },
});

export const BLACK = 1;
export const WHITE = 2;

/** Black and white stones: the pieces of Flip It, Knights Exchange and the frog puzzles. */
export const STONES: readonly PieceKind[] = [
  withTexts(
    { code: BLACK, char: 'B', look: { glyph: '●', ascii: 'B', tone: 'dark' } } as const,
    () => ({
      name: names().black,
    }),
  ),
  withTexts(
    { code: WHITE, char: 'W', look: { glyph: '○', ascii: 'W', tone: 'light' } } as const,
    () => ({
      name: names().white,
    }),
  ),
];
