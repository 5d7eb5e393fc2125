import { Box, Text } from 'ink';
import { type ReactNode, useEffect, useMemo } from 'react';
import { boardSize, markCells, renderBoard } from '../../board/board.js';
import { actionOf, type Game, type KeyPress, reviewBindings, usedHelp } from '../../game/game.js';
import type { Board, Move, Puzzle } from '../../puzzles/puzzle.js';
import { moveLabel, moveText } from '../../text/format.js';
import { type Review, reviewLines, reviewSummary } from '../../text/verdicts.js';
import { words } from '../../words/words.js';
import { boardLook, displayText, themeOf, useDisplay } from '../common/display.js';
import { KeyHints } from '../common/key-hints.js';
import { useKeys } from '../common/key-router.js';
import type { Opened } from '../common/opened.js';
import { SegmentRows } from '../common/segment-rows.js';
import { SizeGuard } from '../common/size-guard.js';
import { columns, truncateWords, wrapText } from '../common/truncate.js';
import { useJob, useKept } from '../common/use-job.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { gameBoards } from '../play/use-game-review.js';

export type ReviewScreenProps = {
  readonly opened: Opened;
  /** The solved game. */
  readonly game: Game;
  readonly review: Review;
  readonly onClose: () => void;
};

const boardsOf = (puzzle: Puzzle, moves: readonly Move[]): Board[] => {
  const board = puzzle.start.slice();
  return [
    board.slice(),
    ...moves.map((move) => {
      puzzle.apply(board, move);
      return board.slice();
    }),
  ];
};

const GAP = 4;

/**
 * `v` after solving: the player's game stepped through beside an optimal game
 * from the same start (from the oracle), both boards side by side, each move
 * with its distances and verdict.
 */
export const ReviewScreen = ({ opened, game, review, onClose }: ReviewScreenProps): ReactNode => {
  const { puzzle, entry } = opened;
  const display = useDisplay();
  const { color, ascii } = display;
  const size = useTerminalSize();
  const text = (line: string): string => displayText(line, ascii);
  const oracle = useJob('ask', 'review/line');
  const { start: ask } = oracle;
  const asked = oracle.view !== undefined;
  useEffect(() => {
    if (asked) return;
    ask({
      id: entry.id,
      options: opened.options,
      request: { kind: 'answer', board: puzzle.start },
    });
  }, [ask, asked, entry.id, opened.options, puzzle.start]);
  const outcome = oracle.view?.outcome;
  const optimal = outcome?.kind === 'answer' ? outcome.moves : undefined;
  const yours = useMemo(() => gameBoards(game), [game]);
  const best = useMemo(() => (optimal ? boardsOf(puzzle, optimal) : undefined), [puzzle, optimal]);
  const last = Math.max(game.moves.length, optimal?.length ?? 0);
  const [step, setStep] = useKept('review/step', () => 0);

  const pressed = (input: string, key: KeyPress): void => {
    switch (actionOf(reviewBindings, input, key)) {
      case 'next':
        setStep((now) => Math.min(last, now + 1));
        return;
      case 'previous':
        setStep((now) => Math.max(0, now - 1));
        return;
      case 'first':
        setStep(0);
        return;
      case 'last':
        setStep(last);
        return;
      case 'back':
        onClose();
        return;
      default:
        return;
    }
  };
  useKeys(pressed);

  const shape = {
    ...boardLook(display),
    compact: 2 * boardSize(puzzle).width + GAP + 2 > size.columns,
  };
  const drawn = boardSize(puzzle, { compact: shape.compact });
  // Title, blank, labels, the boards, blank, the move, the summary (two lines), the keys.
  const need = { columns: 2 * drawn.width + GAP + 2, rows: drawn.height + 8 };
  // The cells of the move that led to each board, marked ( ).
  const marks = (cells: readonly number[] | undefined) => markCells({ moved: cells ?? [] });
  const mine = Math.min(step, game.moves.length);
  const theirs = optimal ? Math.min(step, optimal.length) : 0;
  const lines = reviewLines(
    review,
    (cells, index) => {
      const move = game.moves[index];
      return move === undefined ? moveText(cells, ascii) : moveLabel(puzzle, move, ascii);
    },
    ascii,
  );
  const reviewed = mine > 0 ? review.moves[mine - 1] : undefined;
  const bestMove = optimal && theirs > 0 ? moveLabel(puzzle, optimal[theirs - 1]) : '';
  const say = words().review;
  const optimalHead = optimal
    ? say.optimal(theirs, optimal.length)
    : outcome?.kind === 'failed'
      ? say.optimalFailed(outcome.message)
      : say.optimalThinking;
  // Cut and wrapped here: Ink 6 cuts and breaks wide characters wrongly.
  const cut = (line: string, width: number): string => truncateWords(text(line), width, ascii);
  // The left label may be wider than its board, as long as the right board still fits.
  const headRoom = Math.max(drawn.width, size.columns - 2 - GAP - drawn.width);
  const yoursHead = cut(say.yours(mine, game.moves.length), headRoom);
  // As wide as the label at its widest (every move stepped), so the right board
  // stays put as the step count gains a digit.
  const leftWidth = Math.max(
    drawn.width,
    columns(cut(say.yours(game.moves.length, game.moves.length), headRoom)),
  );
  const line = reviewed ? lines[mine - 1] : '';
  const verdict = reviewed ? words().play.verdicts[reviewed.verdict] : '';
  const moveLine = [
    reviewed ? line.slice(0, line.lastIndexOf('  ') + 2) : say.start,
    verdict,
    bestMove ? say.optimalMove(bestMove) : '',
  ].map((part) => text(part));

  return (
    <Box flexDirection="column" width={size.columns}>
      <Text bold wrap="truncate">
        {cut(say.title(puzzle.title, usedHelp(game)), size.columns)}
      </Text>
      <SizeGuard need={need} size={size} above={1} keys={words().common.keysEscBack}>
        <Box marginTop={1} marginLeft={2}>
          <Box flexDirection="column" width={leftWidth} flexShrink={0}>
            <Text wrap="truncate">{yoursHead}</Text>
            <SegmentRows
              rows={renderBoard(puzzle, yours[mine], { ...shape, marks: marks(reviewed?.move) })}
            />
          </Box>
          <Box flexDirection="column" marginLeft={GAP}>
            <Text wrap="truncate">{cut(optimalHead, size.columns - 2 - leftWidth - GAP)}</Text>
            {best ? (
              <SegmentRows
                rows={renderBoard(puzzle, best[theirs], {
                  ...shape,
                  marks: marks(
                    optimal && theirs > 0 ? puzzle.notation(optimal[theirs - 1]) : undefined,
                  ),
                })}
              />
            ) : null}
          </Box>
        </Box>
        <Box marginTop={1} flexDirection="column">
          <Text wrap="truncate">
            {moveLine[0]}
            {reviewed ? (
              <Text
                color={color ? themeOf(display).verdicts[reviewed.verdict] : undefined}
                backgroundColor={color ? themeOf(display).background : undefined}
              >
                {moveLine[1]}
              </Text>
            ) : null}
            {columns(moveLine.join('')) <= size.columns ? moveLine[2] : ''}
          </Text>
          {wrapText(text(reviewSummary(review)), size.columns).map((summary) => (
            <Text key={summary}>{summary}</Text>
          ))}
          <KeyHints bindings={reviewBindings} width={size.columns} onPress={pressed} />
        </Box>
      </SizeGuard>
    </Box>
  );
};
