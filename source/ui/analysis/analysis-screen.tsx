import { Box, Text } from 'ink';
import { type ReactNode, useMemo, useRef } from 'react';
import { boardSize, type Frame, filmStripRows } from '../../board/index.js';
import type { Board, Puzzle, PuzzleOptions } from '../../puzzles/types.js';
import { count, seconds } from '../../text/format.js';
import type { StartVerdict } from '../../worker/client.js';
import { SegmentRows } from '../common/board-text.js';
import { displayText, useDisplay } from '../common/display.js';
import { useKeys } from '../common/keys.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { wrapText } from '../common/wrap.js';
import { itemLines, spinnerFrame } from '../solve/text.js';
import { useRefState } from '../solve/use-ref-state.js';
import { Histogram } from './histogram.js';
import { useAnalysis } from './use-analysis.js';

export type AnalysisScreenProps = {
  readonly puzzle: Puzzle;
  readonly id: string;
  readonly options: PuzzleOptions;
  /** Enter on a farthest position: play from it. */
  readonly onLoad: (board: Board) => void;
  /** Esc. */
  readonly onClose: () => void;
  /** Room to draw in; defaults to the terminal. */
  readonly width?: number;
  readonly height?: number;
};

const GAP = 2;
/** Lines the screen uses besides the chart and the strip. */
const OTHER_LINES = 9;

const verdictText = (verdict: StartVerdict): string => {
  if (verdict.kind === 'unsolvable') return `the start cannot reach the goal: ${verdict.reason}`;
  if (verdict.length === 0) return 'the start is already a goal';
  return `the start is ${verdict.length} moves from the goal`;
};

/**
 * The whole state space of a puzzle (DESIGN §3): how many positions, how far
 * the farthest lie, the depth histogram as a bar chart, and the farthest
 * positions as small boards; Enter loads the one under the cursor into play.
 */
export const AnalysisScreen = ({
  puzzle,
  id,
  options,
  onLoad,
  onClose,
  width: givenWidth,
  height: givenHeight,
}: AnalysisScreenProps): ReactNode => {
  const { color, ascii } = useDisplay();
  const size = useTerminalSize();
  const width = givenWidth ?? size.columns;
  const height = givenHeight ?? size.rows - 1;
  const { outcome, live, elapsed } = useAnalysis(id, options, puzzle.start);
  const analysis = outcome?.kind === 'analysed' ? outcome.analysis : undefined;
  const [cursor, setCursor, cursorNow] = useRefState(0);
  const [chosenDepth, setChosenDepth] = useRefState<number | undefined>(undefined);
  // The key handler reads the latest analysis even when it is an older render's handler.
  const latest = useRef(analysis);
  latest.current = analysis;

  const peakDepth = analysis ? analysis.histogram.indexOf(Math.max(...analysis.histogram)) : 0;
  const depth = chosenDepth ?? peakDepth;
  const farthest = analysis?.farthest ?? [];

  // Through the app's key router: it registers as the screen is committed, so
  // a key typed the moment the screen appears is not lost.
  useKeys((input, key) => {
    if (key.escape || input === 'q') {
      onClose();
      return;
    }
    const walked = latest.current;
    if (!walked) return;
    const far = walked.farthest;
    const peak = walked.histogram.indexOf(Math.max(...walked.histogram));
    const deepest = walked.histogram.length - 1;
    if (key.rightArrow || input === 'l') setCursor((now) => Math.min(far.length - 1, now + 1));
    else if (key.leftArrow || input === 'h') setCursor((now) => Math.max(0, now - 1));
    else if (key.home) setCursor(0);
    else if (key.end) setCursor(Math.max(0, far.length - 1));
    else if (key.upArrow || input === 'k') {
      setChosenDepth((now) => Math.min(deepest, (now ?? peak) + 1));
    } else if (key.downArrow || input === 'j') {
      setChosenDepth((now) => Math.max(0, (now ?? peak) - 1));
    } else if (key.return && far[cursorNow.current]) onLoad(far[cursorNow.current].slice());
  });

  const small = boardSize(puzzle, { compact: true });
  const labelWidth = String(farthest.length).length + 1;
  const column = Math.max(small.width, labelWidth);
  const perRow = Math.max(1, Math.floor((width + GAP) / (column + GAP)));
  const first = Math.max(0, Math.min(cursor - Math.floor(perRow / 2), farthest.length - perRow));
  const strip = useMemo(() => {
    const frames: Frame[] = farthest.slice(first, first + perRow).map((board, offset) => {
      const index = first + offset;
      const mark = index === cursor ? (ascii ? '>' : '▸') : ' ';
      return { board, label: `${mark}${index + 1}` };
    });
    return filmStripRows(frames, puzzle, { width, ascii, gap: GAP });
  }, [farthest, first, perRow, cursor, puzzle, width, ascii]);

  const shown = (line: string): string => displayText(line, ascii);
  const title = `${puzzle.title} (${id}): the whole state space`;
  const lines: ReactNode[] = [];
  if (!outcome) {
    const spin = spinnerFrame(elapsed, ascii);
    const sofar = live ? `depth ${live.depth} · ${count(live.totalNodes)} positions so far · ` : '';
    lines.push(
      <Text key="live" wrap="truncate">
        <Text color={color ? 'yellow' : undefined}>{spin}</Text>{' '}
        {shown(`walking every position… ${sofar}${seconds(elapsed)}`)}
      </Text>,
    );
  } else if (outcome.kind === 'failed') {
    lines.push(
      ...wrapText(`failed: ${outcome.message}`, width).map((line) => (
        <Text key={line}>{line}</Text>
      )),
    );
  } else if (outcome.kind === 'cancelled') {
    lines.push(<Text key="cancelled">cancelled</Text>);
  }

  let body: ReactNode = null;
  if (analysis && outcome?.kind === 'analysed') {
    const towards = analysis.from === 'goal' ? 'from the goal' : 'from the start';
    const verdict = verdictText(outcome.start);
    const chartRows = Math.max(3, Math.min(10, height - OTHER_LINES - (small.height + 1)));
    const atDepth = analysis.histogram[depth] ?? 0;
    body = (
      <Box flexDirection="column">
        {analysis.complete ? (
          <Text wrap="truncate" bold>
            {shown(
              `${count(analysis.states)} positions · farthest ${analysis.diameter} moves ${towards} · ${seconds(analysis.ms)}`,
            )}
          </Text>
        ) : (
          wrapText(
            `too large to walk whole: stopped after ${count(analysis.states)} positions, all within ${analysis.diameter} moves ${towards} (${seconds(analysis.ms)})`,
            width,
          ).map((line) => <Text key={line}>{line}</Text>)
        )}
        {wrapText(shown(verdict), width).map((line) => (
          <Text key={line} color={color && outcome.start.kind === 'unsolvable' ? 'red' : undefined}>
            {line}
          </Text>
        ))}
        <Text wrap="truncate">
          {shown(`positions by distance ${towards} · depth ${depth}: ${count(atDepth)}`)}
        </Text>
        <Histogram histogram={analysis.histogram} rows={chartRows} width={width} selected={depth} />
        {farthest.length > 0 ? (
          <Text wrap="truncate">
            {shown(
              `${count(farthest.length)} ${farthest.length === 1 ? 'position' : 'positions'} ${analysis.diameter} moves ${towards}${
                farthest.length > perRow
                  ? ` · ${first + 1}–${Math.min(farthest.length, first + perRow)} of ${farthest.length}`
                  : ''
              }`,
            )}
          </Text>
        ) : null}
        <SegmentRows rows={strip} />
      </Box>
    );
  }

  const keys = [
    ...(farthest.length > 0 ? ['← → choose'] : []),
    ...(analysis ? ['↑↓ depth'] : []),
    ...(farthest.length > 0 ? ['Enter play it'] : []),
    'Esc back',
  ];
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate">
        {shown(title)}
      </Text>
      {lines}
      {body}
      {itemLines(keys, width).map((line) => (
        <Text key={line} dimColor={color} wrap="truncate">
          {shown(line)}
        </Text>
      ))}
    </Box>
  );
};
