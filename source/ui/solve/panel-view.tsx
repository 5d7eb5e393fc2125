import { Box, Text } from 'ink';
import { type ReactNode, useMemo } from 'react';
import type { KeyPress, Panel } from '../../game/game.js';
import type { Board, Move, Puzzle } from '../../puzzles/puzzle.js';
import type { Algorithm, IterationEvent } from '../../search/search-events.js';
import { tablesOver } from '../../text/iteration-rows.js';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { truncateWords, wrapText } from '../common/truncate.js';
import { AnswerView, answerLayout, answerPositions } from './answer-view.js';
import { BoundsTable } from './bounds-table.js';
import { CompareTable } from './compare-table.js';
import { DepthLines, LiveLine } from './depth-lines.js';
import { GrowthChart, growthRows } from './growth-chart.js';
import { PanelKeys, panelKeyLines } from './panel-keys.js';
import {
  algorithmItems,
  contextKeys,
  estimateText,
  headerText,
  noticeText,
  resultLines,
  type SolveView,
  stepText,
  viewKeys,
} from './panel-text.js';
import type { BoundComparison } from './use-bound-compare.js';
import type { Comparison } from './use-compare.js';
import type { WatchView as Watched } from './use-watch.js';
import { WatchView } from './watch-view.js';

export type PanelViewProps = {
  readonly puzzle: Puzzle;
  /** Where the panel's searches start when none has yet. */
  readonly board: Board;
  readonly panel: Panel;
  readonly run: SolveView | undefined;
  readonly comparison: Comparison | undefined;
  /** Watch mode's search, while watched. */
  readonly watched: Watched | undefined;
  /** The bound comparison, while shown. */
  readonly bounds: BoundComparison | undefined;
  readonly available: readonly Algorithm[];
  readonly preferred: Algorithm;
  readonly answers: readonly Move[][];
  readonly answerIndex: number;
  readonly width: number;
  readonly height: number;
  /** A click on a step of the answer's film strip. */
  readonly onStep?: (step: number) => void;
  /** The panel's key handler: a click on a key it names presses that key. */
  readonly onPress?: (input: string, key: KeyPress) => void;
};

/** The step counter, the move that led there, and the answer drawn. */
const StepView = ({
  puzzle,
  start,
  moves,
  panel,
  width,
  layout,
  onStep,
}: {
  readonly puzzle: Puzzle;
  readonly start: Board;
  readonly moves: readonly Move[];
  readonly panel: Panel;
  readonly width: number;
  readonly layout: ReturnType<typeof answerLayout>;
  readonly onStep?: (step: number) => void;
}): ReactNode => {
  const { ascii } = useDisplay();
  const positions = useMemo(() => answerPositions(puzzle, start, moves), [puzzle, start, moves]);
  const { step } = panel.stepping;
  const text = stepText(puzzle, moves, panel.stepping, ascii, positions[step - 1]);
  return (
    <Box flexDirection="column">
      <Text wrap="truncate">
        <Text bold>{words().solve.step.count(step, moves.length)}</Text>
        {`  ${displayText(text.move, ascii)}${text.speed}`}
      </Text>
      <AnswerView
        puzzle={puzzle}
        positions={positions}
        moves={moves}
        step={step}
        width={width}
        layout={layout}
        onStep={onStep}
      />
    </Box>
  );
};

/** The last iterations the depth rows keep before the answer's preview takes room. */
const KEPT_ITERATIONS = 3;

/**
 * The rows the depth lines keep however little room there is: their header,
 * the tables' line, the last `KEPT_ITERATIONS` iterations and the fold line
 * for the rest (one row while none has finished).
 */
const depthRowsKept = (iterations: readonly IterationEvent[]): number => {
  if (iterations.length === 0) return 1;
  const folded = iterations.length > KEPT_ITERATIONS ? 1 : 0;
  const tables = tablesOver(iterations) ? 1 : 0;
  return 1 + tables + Math.min(iterations.length, KEPT_ITERATIONS) + folded;
};

/** The solve panel as drawn: header, depth lines, the outcome, the answer, the keys. */
export const PanelView = ({
  puzzle,
  board,
  panel,
  run,
  comparison,
  watched,
  bounds,
  available,
  preferred,
  answers,
  answerIndex,
  width,
  height,
  onStep,
  onPress,
}: PanelViewProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const shown = (line: string): string => displayText(line, ascii);
  const { view } = panel;
  const algorithm =
    view === 'watch' && watched ? watched.algorithm : (run?.job.algorithm ?? preferred);
  const moves = answers[answerIndex] ?? [];
  const last = moves.length;
  const solved = run?.status === 'solved';
  const running = run?.status === 'running';
  const noticeLines = wrapText(noticeText(panel, puzzle, running), width).filter(
    (line) => line !== '',
  );
  const estimate = view === 'solve' ? estimateText(run, available) : undefined;
  const estimateLines = estimate ? wrapText(estimate.text, width) : [];

  const comparing = view === 'bounds' ? bounds?.running === true : comparison?.running === true;
  const keys = {
    algorithms: algorithmItems(available, algorithm, view),
    views: viewKeys(view),
    context: contextKeys(view, run, comparing, answers, last),
    width,
  };
  const keyLines = panelKeyLines(keys, shown);
  const results =
    view === 'solve' ? resultLines(puzzle, run, answers, answerIndex, width, available) : [];

  const showAnswer = view === 'solve' && solved && last > 0;
  // Rows besides the answer view: header, the depth rows kept before it, results, step line, keys.
  const around =
    1 + depthRowsKept(run?.parts ?? []) + results.length + 1 + keyLines.length + noticeLines.length;
  const layout = showAnswer
    ? answerLayout(puzzle, moves, width, Math.max(0, height - around))
    : undefined;
  const fixed =
    1 +
    keyLines.length +
    noticeLines.length +
    estimateLines.length +
    (view === 'compare' ? (comparison?.rows.length ?? 0) + 3 : 0) +
    (running ? 1 : results.length) +
    (layout ? 1 + layout.height : 0);
  // The header and a row at the least.
  const depthRows = Math.max(2, height - fixed);
  // The growth of the search under its depth lines: what they leave (besides
  // their header), and one line at the least.
  const iterations = run?.parts ?? [];
  // The chart never takes a row the depth rows keep (see `depthRowsKept`).
  const chartRows =
    view === 'solve' && depthRows >= 4
      ? Math.min(
          growthRows(iterations.length, Math.max(1, depthRows - 1 - iterations.length)),
          depthRows - depthRowsKept(iterations),
        )
      : 0;

  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate">
        {truncateWords(
          shown(headerText(view, algorithm, watched?.frame?.bound ?? null)),
          width,
          ascii,
        )}
      </Text>
      {view === 'watch' && watched ? (
        <WatchView
          puzzle={puzzle}
          watched={watched}
          playback={panel.playback}
          width={width}
          height={Math.max(4, height - 1 - keyLines.length - noticeLines.length)}
        />
      ) : null}
      {view === 'bounds' && bounds ? <BoundsTable comparison={bounds} width={width} /> : null}
      {run && view === 'solve' ? (
        <DepthLines
          key={run.serial}
          iterations={run.parts}
          algorithm={run.job.algorithm}
          width={width}
          rows={depthRows - chartRows}
        />
      ) : null}
      {run && chartRows > 0 ? (
        <GrowthChart iterations={iterations} lastCut={solved} width={width} rows={chartRows} />
      ) : null}
      {running && view === 'solve' ? (
        <LiveLine
          algorithm={run.job.algorithm}
          live={run.live}
          elapsed={run.elapsed}
          width={width}
          note={run.job.all ? words().solve.live.countingAll : ''}
        />
      ) : null}
      {estimateLines.map((line) => (
        <Text key={line} wrap="truncate" color={color && estimate?.long ? 'redBright' : undefined}>
          {shown(line)}
        </Text>
      ))}
      {results.map(shown).map((line) => (
        <Text
          key={line}
          wrap="truncate"
          bold={solved}
          color={color && solved ? 'green' : undefined}
        >
          {line}
        </Text>
      ))}
      {view === 'compare' && comparison ? (
        <CompareTable comparison={comparison} width={width} />
      ) : null}
      {layout ? (
        <StepView
          puzzle={puzzle}
          start={run?.job.board ?? board}
          moves={moves}
          panel={panel}
          width={width}
          layout={layout}
          onStep={onStep}
        />
      ) : null}
      {noticeLines.map((line) => (
        <Text key={line} wrap="truncate" color={color ? 'yellow' : undefined}>
          {shown(line)}
        </Text>
      ))}
      <PanelKeys {...keys} onPress={onPress} />
    </Box>
  );
};
