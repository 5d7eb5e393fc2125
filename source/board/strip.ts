import { ambiguousWide } from '../text/ambiguous.js';
import { columns } from '../text/wrap.js';
import type { BoardView, Frame, Segment } from './board-view.js';
import { boardSize, plainLines, renderBoard } from './render.js';

export type FilmStripOptions = {
  /** Characters available across; frames wrap onto new rows to fit. */
  readonly width: number;
  readonly ascii?: boolean;
  /** Spaces between frames side by side (2 unless told). */
  readonly gap?: number;
};

const blank = (count: number): Segment => ({ text: ' '.repeat(count), tone: 'link' });

/** Columns a row takes: a Japanese label's characters count two. */
const textLength = (row: readonly Segment[]): number =>
  row.reduce((sum, segment) => sum + columns(segment.text), 0);

/**
 * Small boards side by side, each under its label, as the pages print a
 * solution: every frame gets the same column width so rows of frames line up,
 * and rows of frames are separated by a blank line.
 */
export const filmStripRows = (
  frames: readonly Frame[],
  view: BoardView,
  options: FilmStripOptions,
): Segment[][] => {
  if (frames.length === 0) return [];
  const gap = options.gap ?? 2;
  const size = boardSize(view, { compact: true });
  const labelWidth = Math.max(...frames.map((frame) => columns(frame.label)));
  const widest = Math.max(size.width, labelWidth);
  // Widened boards stand on a grid of two columns a character: so do their frames.
  const column = ambiguousWide() ? widest + (widest % 2) : widest;
  const perRow = Math.max(1, Math.floor((options.width + gap) / (column + gap)));
  const rows: Segment[][] = [];
  for (let first = 0; first < frames.length; first += perRow) {
    if (first > 0) rows.push([]);
    const group = frames.slice(first, first + perRow);
    const pictures = group.map((frame) => [
      [{ text: frame.label, tone: 'label' } as Segment],
      ...renderBoard(view, frame.board, {
        compact: true,
        ascii: options.ascii,
        marks: frame.marks,
      }),
    ]);
    for (let line = 0; line <= size.height; line++) {
      const row: Segment[] = [];
      pictures.forEach((picture, index) => {
        if (index > 0) row.push(blank(gap));
        const part = picture[line];
        const missing = column - textLength(part);
        // Every character of a frame's column says which frame it is: a click finds it.
        const frame = first + index;
        row.push(
          ...[...part, ...(missing > 0 ? [blank(missing)] : [])].map((segment) => ({
            ...segment,
            frame,
          })),
        );
      });
      rows.push(row);
    }
  }
  return rows;
};

/** The film strip as plain lines, trailing spaces removed (the command line's solution print). */
export const filmStrip = (
  frames: readonly Frame[],
  view: BoardView,
  options: FilmStripOptions,
): string[] => plainLines(filmStripRows(frames, view, options));
