import type { Board, PieceKind, PieceLayer } from './puzzle.js';

/** What the piece layer is read from: a puzzle, or a board view. */
type Holder = { readonly pieceLayer?: PieceLayer; readonly pieces: readonly PieceKind[] };

/**
 * The piece covering each cell (a number shared by the cells of one piece, -1
 * where empty): the family's layer, or each occupied cell a piece of its own.
 */
export const pieceGroups = (holder: Holder, board: Board): Int16Array => {
  const out = new Int16Array(board.length);
  if (holder.pieceLayer) {
    holder.pieceLayer.groups(board, out);
    return out;
  }
  for (let cell = 0; cell < board.length; cell++) out[cell] = board[cell] === 0 ? -1 : cell;
  return out;
};

/** The cells of the piece covering `cell`, in cell order; none for an empty cell. */
export const pieceCells = (holder: Holder, board: Board, cell: number): number[] => {
  if (board[cell] === 0) return [];
  if (!holder.pieceLayer) return [cell];
  const groups = pieceGroups(holder, board);
  const cells: number[] = [];
  groups.forEach((group, at) => {
    if (group === groups[cell]) cells.push(at);
  });
  return cells;
};

/** What the piece covering `cell` is called, or undefined for an empty cell. */
export const pieceNameAt = (holder: Holder, board: Board, cell: number): string | undefined => {
  if (board[cell] === 0) return undefined;
  if (holder.pieceLayer) return holder.pieceLayer.name(board, cell);
  return holder.pieces.find((kind) => kind.code === board[cell])?.name;
};
