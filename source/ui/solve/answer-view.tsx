import { Box } from 'ink';
import { type ReactNode, useMemo } from 'react';
import {
  boardSize,
  type CellMarks,
  type Frame,
  filmStripRows,
  markCells,
  renderBoard,
} from '../../board/board.js';
import type { Board, Move, Puzzle } from '../../puzzles/puzzle.js';
import { moveLabel } from '../../text/format.js';
import { words } from '../../words/words.js';
import { boardLook, displayText, useDisplay } from '../common/display.js';
import { SegmentRows } from '../common/segment-rows.js';
import { columns, padColumns } from '../common/truncate.js';

/** Every position of an answer, the start first. */
export const answerPositions = (puzzle: Puzzle, start: Board, moves: readonly Move[]): Board[] => {
  const board = start.slice();
  const positions = [board.slice()];
  for (const move of moves) {
    puzzle.apply(board, move);
    positions.push(board.slice());
  }
  return positions;
};

/** The cell a move ends on: the piece that moved is there now. */
export const landingCell = (puzzle: Puzzle, move: Move): number => {
  const cells = puzzle.notation(move);
  return cells[cells.length - 1];
};

/** Marks for the position after `step` moves: the piece that just moved. */
export const stepMarks = (puzzle: Puzzle, moves: readonly Move[], step: number): CellMarks =>
  step === 0 ? new Map() : markCells({ moved: [landingCell(puzzle, moves[step - 1])] });

const stepLabel = (
  puzzle: Puzzle,
  moves: readonly Move[],
  positions: readonly Board[],
  step: number,
  ascii: boolean,
): string => {
  if (step === 0) return words().solve.step.start;
  const move = moveLabel(puzzle, moves[step - 1], false, positions[step - 1]);
  return `${step}: ${displayText(move, ascii)}`;
};

const GAP = 2;

export type AnswerLayout = {
  /** The big board beside the strip, above it, or left out for room; with no room, neither. */
  readonly mode: 'side' | 'stacked' | 'strip' | 'none';
  readonly height: number;
};

/** How the board and strip share `width` × `height` (the rows left for them). */
export const answerLayout = (
  puzzle: Puzzle,
  moves: readonly Move[],
  width: number,
  height: number,
): AnswerLayout => {
  const full = boardSize(puzzle);
  const small = boardSize(puzzle, { compact: true });
  // The widest label is about the last step's (ASCII arrows take one more character).
  const label = `▸${moves.length}: ${moves.length > 0 ? moveLabel(puzzle, moves[moves.length - 1]) : ''} `;
  const column = Math.max(small.width, columns(label), columns(words().solve.step.start) + 2);
  const beside = Math.floor((width - full.width - GAP + GAP) / (column + GAP));
  const stripHeight = small.height + 1;
  const sideHeight = Math.max(full.height, stripHeight);
  if (beside >= 2 && sideHeight <= height) return { mode: 'side', height: sideHeight };
  const stackedHeight = full.height + 1 + stripHeight;
  if (stackedHeight <= height) return { mode: 'stacked', height: stackedHeight };
  // Too little room for the big board: the strip alone, the shown step marked ▸.
  if (stripHeight <= height) return { mode: 'strip', height: stripHeight };
  // Not even that: the step line alone (the board beside the panel shows the step).
  return { mode: 'none', height: 0 };
};

/**
 * The position after `step` moves, drawn full size with the moved piece
 * marked, and a film strip of the neighbouring steps (the shown one labelled ▸).
 */
export const AnswerView = ({
  puzzle,
  positions,
  moves,
  step,
  width,
  layout,
  onStep,
}: {
  readonly puzzle: Puzzle;
  readonly positions: readonly Board[];
  readonly moves: readonly Move[];
  readonly step: number;
  readonly width: number;
  readonly layout: AnswerLayout;
  /** A click on a step of the film strip. */
  readonly onStep?: (step: number) => void;
}): ReactNode => {
  const display = useDisplay();
  const { ascii } = display;
  const full = boardSize(puzzle);
  const big = useMemo(
    () =>
      renderBoard(puzzle, positions[step], {
        ...boardLook(display),
        marks: stepMarks(puzzle, moves, step),
      }),
    [puzzle, positions, moves, step, display],
  );
  const stripWidth = layout.mode === 'side' ? width - full.width - GAP : width;
  const strip = useMemo(() => {
    const small = boardSize(puzzle, { compact: true });
    const labels = positions.map((_, index) => stepLabel(puzzle, moves, positions, index, ascii));
    const column = Math.max(small.width, ...labels.map((label) => columns(label) + 1));
    const fit = Math.max(1, Math.floor((stripWidth + GAP) / (column + GAP)));
    const first = Math.max(0, Math.min(step - Math.floor((fit - 1) / 2), positions.length - fit));
    const frames: Frame[] = positions.slice(first, first + fit).map((board, offset) => {
      const index = first + offset;
      const mark = index === step ? (ascii ? '>' : '▸') : ' ';
      return {
        board,
        label: padColumns(`${mark}${labels[index]}`, column),
        marks: stepMarks(puzzle, moves, index),
      };
    });
    return { first, rows: filmStripRows(frames, puzzle, { width: stripWidth, ascii, gap: GAP }) };
  }, [puzzle, positions, moves, step, stripWidth, ascii]);
  const stripView = (
    <SegmentRows
      rows={strip.rows}
      onFrame={onStep && ((frame) => onStep(strip.first + frame))}
      // The wheel over the strip steps through the answer, as ← → do.
      onWheel={
        onStep &&
        ((down) => onStep(Math.max(0, Math.min(positions.length - 1, step + (down ? 1 : -1)))))
      }
    />
  );
  if (layout.mode === 'none') return null;
  if (layout.mode === 'strip') return stripView;
  return (
    <Box
      flexDirection={layout.mode === 'side' ? 'row' : 'column'}
      gap={layout.mode === 'side' ? GAP : 1}
    >
      <SegmentRows rows={big} />
      {stripView}
    </Box>
  );
};
