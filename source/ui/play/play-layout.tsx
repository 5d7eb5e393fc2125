import { Box } from 'ink';
import type { ReactNode } from 'react';
import { markCells } from '../../board/board.js';
import {
  counterText,
  type Features,
  type KeyPress,
  playBindings,
  shownBoard,
  statusMessage,
  targetsOf,
  tipAsked,
} from '../../game/game.js';
import type { LessonScript } from '../../game/lesson-script.js';
import { cursorSentence, spokenNotes } from '../../game/spoken.js';
import { words } from '../../words/words.js';
import { displayText } from '../common/display.js';
import { keyBar } from '../common/key-bar.js';
import { SizeGuard } from '../common/size-guard.js';
import { TitleLine } from '../common/title-line.js';
import { SolvePanel } from '../solve/solve-panel.js';
import { BoardArea } from './board-area.js';
import { planBoard } from './board-plan.js';
import { coachCells, coachMessage, spokenCounter } from './coach-text.js';
import { CounterLine } from './counter-line.js';
import { hintText } from './hint-text.js';
import { BOARD_TOP_ROWS, playNeed } from './layout.js';
import { CAPTION_MOST, LessonCaption, lessonHeading } from './lesson-caption.js';
import { LinearPlay } from './linear-board.js';
import { playMessage } from './play-message.js';
import { arrowsWord, openedCode, selectWord, solvedKeys } from './play-text.js';
import { reviewMore } from './review-text.js';
import { SolvedSummary } from './solved-summary.js';
import { messageLines, StatusArea } from './status-area.js';
import type { PlaySession } from './use-play-session.js';

export type PlayLayoutProps = {
  readonly session: PlaySession;
  readonly features: Features;
  /** Every key of the screen: the key bar's clicks go the same way. */
  readonly pressed: (input: string, key: KeyPress) => void;
  readonly coachOn: boolean;
  readonly heldElsewhere: boolean;
  /** A lesson: its script, the step shown (from 0), and the step keys' way (+1, -1). */
  readonly lesson?: {
    readonly script: LessonScript;
    readonly step: number;
    readonly onStep: (delta: 1 | -1) => void;
  };
  readonly stats?: string;
};

/**
 * The play screen as drawn: the title, the board (with the solve panel beside
 * it when open), the counter, the message and the key bar, or the spoken lines
 * of the screen-reader layout.
 */
export const PlayLayout = ({
  session,
  features,
  pressed,
  coachOn,
  heldElsewhere,
  lesson,
  stats,
}: PlayLayoutProps): ReactNode => {
  const { play, dispatch, size, display, linear, opened, overlay, hint, coach } = session;
  const { puzzle } = opened;
  const { ascii } = display;
  const need = playNeed(puzzle);
  const marks = markCells({
    cursor: play.cursor,
    picked: play.pick ? play.pick.path[play.pick.path.length - 1] : undefined,
    targets: targetsOf(play),
    moved: play.moved,
    hint: play.pick ? [] : hint.status === 'ready' ? hint.cells : coachCells(coach, puzzle),
  });
  const solving = overlay === 'solve';
  const board = session.previewed ?? { board: shownBoard(play), marks };
  // A lesson's heading and caption lines sit under the counter, above the message.
  const caption = lesson?.script.caption(lesson.step);
  const captionLines =
    caption === undefined
      ? 0
      : messageLines(displayText(caption, ascii), size.columns, CAPTION_MOST).length;
  const plan = planBoard({
    puzzle,
    size,
    ...board,
    display,
    solving,
    large: session.large,
    numbers: session.numbers,
    reserve: lesson ? 1 + captionLines : 0,
  });
  const { rows, panelPlan, figurePlan, height: areaHeight } = plan;
  const linearPlay = linear ? spokenNotes(play) : play;
  const counter = `${counterText(play, session.optimum)}${heldElsewhere ? ` · ${words().play.notSavedHere}` : ''}`;
  const tip = hintText(hint, puzzle, play.game.board);
  const said = session.recorder.said ?? session.copyCode.message ?? session.keySaid;
  const message = playMessage({
    problem: session.loadError ?? session.saveError,
    status: statusMessage(linearPlay, session.optimum),
    said,
    tip,
    picking: play.pick !== null,
    coach: coachMessage(coach, puzzle, play.game.board),
  });
  const keyAnswer = session.loadError ?? said ?? (tipAsked(play) ? tip : undefined);
  // Under the board: the counter, then the message (up to three lines) and the key bar (two).
  const belowRows = Math.max(2, size.rows - 1 - (BOARD_TOP_ROWS + areaHeight + 1));
  const fit = { ascii, width: size.columns, rows: linear ? 3 : belowRows >= 5 ? 2 : 1 };
  const fill = { arrows: arrowsWord(puzzle), select: selectWord(puzzle) };
  const keys = keyBar(playBindings, { ...fit, features, words: fill }, pressed);
  const keyLines = solving ? [] : keys.lines;
  // A lesson's caption takes the rows under the counter but the message's and the key bar's.
  const captionRows = Math.min(1 + captionLines, Math.max(1, belowRows - 2 - keyLines.length));

  const label = opened.label ? ` · ${opened.label}` : '';
  const coachMark = coachOn ? ` · ${words().play.coachMark}` : '';
  const title = (
    <TitleLine
      parts={[puzzle.title, ` · ${openedCode(opened)}`, label, coachMark, session.recorder.mark]}
      width={size.columns}
    />
  );
  const solvePanel = (room: { readonly width: number; readonly height: number }) => (
    <SolvePanel
      opened={opened}
      board={play.game.board}
      width={room.width}
      height={room.height}
      onAdopt={(moves) => {
        dispatch({ type: 'adopt', moves });
        session.setOverlay(null);
      }}
      onClose={() => session.setOverlay(null)}
      onPreview={session.showPreview}
      onLarge={session.toggleLarge}
      onPlainWalls={session.togglePlainWalls}
      startIn={lesson?.script.views[lesson.step]}
      onLessonStep={lesson?.onStep}
      onHelp={() => dispatch({ type: 'shown', answer: true })}
      onProved={session.proved}
    />
  );
  const { solved, review, share } = session;
  const summary = (facts: NonNullable<typeof solved>) => (
    <SolvedSummary
      facts={facts}
      width={size.columns}
      rows={linear ? size.rows : belowRows - 1}
      stats={stats}
      more={[
        // What the last key said: the summary stands in the message line's place.
        ...(keyAnswer ? [keyAnswer] : []),
        ...(share ? [share.text] : []),
        ...reviewMore(review),
      ]}
      keys={solvedKeys(features.coach === true, review.kind === 'ready')}
    />
  );
  if (linear) {
    return (
      <Box flexDirection="column" width={size.columns}>
        {title}
        <LinearPlay
          puzzle={puzzle}
          board={board.board}
          counter={spokenCounter(counter, coach)}
          keys={keyLines}
          status={[
            ...(lesson ? [`${lessonHeading(lesson.script, lesson.step)}: ${caption}`] : []),
            message.text,
            cursorSentence(play, board.board),
          ]}
          panel={panelPlan && solvePanel(panelPlan)}
          summary={solved && summary(solved)}
        />
      </Box>
    );
  }
  return (
    <Box flexDirection="column" width={size.columns}>
      {title}
      <SizeGuard need={need} size={size} above={1}>
        <BoardArea
          rows={rows}
          clicks={{
            active: overlay === null && !session.previewed,
            onCell: (cell) => {
              session.heard();
              dispatch({ type: 'click', cell });
            },
          }}
          figure={figurePlan}
          panel={panelPlan && { plan: panelPlan, node: solvePanel(panelPlan) }}
        />
        <Box marginTop={1} flexDirection="column">
          <CounterLine counter={counter} coach={coach} width={size.columns} />
          {lesson && !solved ? (
            <LessonCaption
              script={lesson.script}
              step={lesson.step}
              width={size.columns}
              rows={captionRows}
              onStep={lesson.onStep}
            />
          ) : null}
          {solved ? (
            summary(solved)
          ) : (
            <StatusArea
              tone={message.tone}
              message={message.text}
              keys={keyLines}
              width={size.columns}
              messageRows={belowRows - 1 - keyLines.length - (lesson ? captionRows : 0)}
              onKeysClick={keys.onClick}
            />
          )}
        </Box>
      </SizeGuard>
    </Box>
  );
};
