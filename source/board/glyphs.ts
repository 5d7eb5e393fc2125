import type { PieceKind } from '../puzzles/puzzle.js';
import type { BoardView, Tone } from './board-view.js';

/** One character of a board and how to colour it. */
export type Glyph = { readonly ch: string; readonly tone: Tone };

const TONES: Readonly<Record<PieceKind['look']['tone'], Tone>> = {
  dark: 'dark',
  light: 'light',
  bright: 'bright',
  plain: 'piece',
};

export const findPiece = (view: BoardView, code: number): PieceKind | undefined =>
  view.pieces.find((piece) => piece.code === code);

/** The glyph a piece declares; an unknown code shows `?`. */
export const pieceGlyph = (kind: PieceKind | undefined, ascii: boolean): Glyph => {
  if (!kind) return { ch: '?', tone: 'piece' };
  return { ch: ascii ? kind.look.ascii : kind.look.glyph, tone: TONES[kind.look.tone] };
};

/**
 * Where an empty cell is drawn decides how much it must say: inside a box the
 * box already shows the cell, so it is blank; on a graph or a wall-less grid it
 * needs a mark of its own.
 */
export type EmptySetting = 'graph' | 'box' | 'grid';

export const emptyGlyph = (view: BoardView, setting: EmptySetting, ascii: boolean): Glyph => {
  if (view.layout.emptyAsHole) return { ch: ascii ? '.' : '○', tone: 'socket' };
  if (setting === 'box') return { ch: ' ', tone: 'empty' };
  if (setting === 'grid') return { ch: ascii ? '.' : '·', tone: 'empty' };
  return { ch: ascii ? '.' : '□', tone: 'empty' };
};

/** An empty cell a picked piece may move to. */
export const targetGlyph = (ascii: boolean): Glyph => ({ ch: ascii ? '*' : '◎', tone: 'empty' });
