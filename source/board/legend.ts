import type { Board } from '../puzzles/puzzle.js';
import type { BoardView, Segment, Tone } from './board-view.js';
import { findPiece, pieceGlyph } from './glyphs.js';

/** One line of a legend: the glyphs a kind of piece is drawn with, and the names of its pieces. */
export type LegendLine = {
  readonly glyphs: string;
  readonly tone: Tone;
  /** The pieces drawn so, in reading order, each by its name. */
  readonly names: readonly string[];
};

/**
 * What the pieces of `board` are called, for families whose pieces cover
 * several cells and have names (`PieceLayer.name`): one line per way a piece
 * is drawn (`^ v`: a tall block), its pieces named in reading order (row by
 * row, left to right, by the piece's first cell). Empty for other families.
 */
export const pieceLegend = (view: BoardView, board: Board, ascii = false): LegendLine[] => {
  const layer = view.pieceLayer;
  if (!layer) return [];
  const places = view.layout.cells;
  const groups = new Int16Array(places.length);
  layer.groups(board, groups);
  const reading = places
    .map((_, cell) => cell)
    .sort((a, b) => places[a].row - places[b].row || places[a].col - places[b].col);
  const cellsOf = new Map<number, number[]>();
  for (const cell of reading) {
    const group = groups[cell];
    if (group < 0 || board[cell] === 0) continue;
    const cells = cellsOf.get(group) ?? [];
    if (cells.length === 0) cellsOf.set(group, cells);
    cells.push(cell);
  }
  const lines = new Map<string, { tone: Tone; names: string[] }>();
  for (const cells of cellsOf.values()) {
    const drawn = cells.map((cell) => pieceGlyph(findPiece(view, board[cell]), ascii));
    const glyphs = [...new Set(drawn.map((glyph) => glyph.ch))].join(' ');
    const { tone } = drawn[0];
    const line = lines.get(glyphs) ?? { tone, names: [] };
    if (line.names.length === 0) lines.set(glyphs, line);
    line.names.push(layer.name(board, cells[0]));
  }
  return [...lines].map(([glyphs, { tone, names }]) => ({ glyphs, tone, names }));
};

/** Names in a row, a run of one name written once with its count: `apprentice ×3, clerk`. */
export const namesText = (
  names: readonly string[],
  list: (names: readonly string[]) => string,
): string => {
  const runs: { name: string; count: number }[] = [];
  for (const name of names) {
    const last = runs[runs.length - 1];
    if (last?.name === name) last.count++;
    else runs.push({ name, count: 1 });
  }
  return list(runs.map(({ name, count }) => (count > 1 ? `${name} ×${count}` : name)));
};

/** The legend as rows of segments, the glyphs in their pieces' tone, in one column. */
export const legendRows = (
  lines: readonly LegendLine[],
  list: (names: readonly string[]) => string,
  ascii = false,
): Segment[][] => {
  const width = Math.max(0, ...lines.map((line) => line.glyphs.length));
  return lines.map((line) => [
    { text: line.glyphs.padEnd(width + 2), tone: line.tone },
    {
      text: namesText(line.names, list).replace(/×/g, ascii ? 'x' : '×'),
      tone: 'label',
    },
  ]);
};
