import type { PieceKind } from '../puzzles/types.js';
import type { BoardView, Tone } from './types.js';

/** One character of a board and how to colour it. */
export type Glyph = { readonly ch: string; readonly tone: Tone };

/** Pieces the renderer knows by their board-string character (graph and boxed styles). */
const KNOWN: Readonly<Record<string, { unicode: string; ascii: string; tone: Tone }>> = {
  B: { unicode: '●', ascii: 'B', tone: 'black' },
  W: { unicode: '○', ascii: 'W', tone: 'white' },
  o: { unicode: '●', ascii: 'o', tone: 'peg' },
};

/** Peg puzzles draw an empty cell as an open hole. */
export const isPegBoard = (view: BoardView): boolean =>
  view.pieces.some((piece) => piece.char === 'o');

export const findPiece = (view: BoardView, code: number): PieceKind | undefined =>
  view.pieces.find((piece) => piece.code === code);

/** The glyph of a piece; an unknown piece shows its own character, an unknown code `?`. */
export const pieceGlyph = (kind: PieceKind | undefined, ascii: boolean): Glyph => {
  if (!kind) return { ch: '?', tone: 'piece' };
  const known = KNOWN[kind.char];
  if (!known) return { ch: kind.char, tone: 'piece' };
  return { ch: ascii ? known.ascii : known.unicode, tone: known.tone };
};

/**
 * Where an empty cell is drawn decides how much it must say: inside a box the
 * box already shows the cell, so it is blank; on a graph or a wall-less grid it
 * needs a mark of its own.
 */
export type EmptySetting = 'graph' | 'box' | 'grid';

export const emptyGlyph = (view: BoardView, setting: EmptySetting, ascii: boolean): Glyph => {
  if (isPegBoard(view)) return { ch: ascii ? '.' : '○', tone: 'hole' };
  if (setting === 'box') return { ch: ' ', tone: 'empty' };
  if (setting === 'grid') return { ch: ascii ? '.' : '·', tone: 'empty' };
  return { ch: ascii ? '.' : '□', tone: 'empty' };
};

/** An empty cell a picked piece may move to. */
export const targetGlyph = (ascii: boolean): Glyph => ({ ch: ascii ? '*' : '◎', tone: 'empty' });
