import { Box, Text } from 'ink';
import { type ReactNode, useMemo, useRef } from 'react';
import { boardSize, type Frame, filmStripRows } from '../../board/index.js';
import type { Board, Puzzle, PuzzleOptions } from '../../puzzles/types.js';
import { count, seconds } from '../../text/format.js';
import { SegmentRows } from '../common/board-text.js';
import { displayText, useDisplay } from '../common/display.js';
import { useKeys } from '../common/keys.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { wrapText } from '../common/wrap.js';
import { itemLines, spinnerFrame } from '../solve/text.js';
import { useRefState } from '../solve/use-ref-state.js';
import { depthListText, firstDepth, spaceText, verdictText } from './analysis-text.js';
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

/**
 * The whole state space of a puzzle (DESIGN §3), measured toward the goal: how
 * many positions, how far the farthest lie, the depth histogram as a bar
 * chart, and positions of the chosen depth (↑ ↓, the farthest first) as small
 * boards; Enter loads the one under the cursor into play. One-way puzzles
 * count only positions that can still reach the goal (and their dead ends apart).
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
  const analysed = outcome?.kind === 'analysed' ? outcome : undefined;
  const analysis = analysed?.analysis;
  const [cursor, setCursor, cursorNow] = useRefState(0);
  const [chosenDepth, setChosenDepth, chosenDepthNow] = useRefState<number | undefined>(undefined);
  // The key handler reads the latest analysis even when it is an older render's handler.
  const latest = useRef(analysed);
  latest.current = analysed;

  const depth = chosenDepth ?? (analysed ? firstDepth(analysed) : 0);
  const atDepth = analysed?.samples[depth] ?? [];

  // Through the app's key router: it registers as the screen is committed, so
  // a key typed the moment the screen appears is not lost.
  useKeys((input, key) => {
    if (key.escape || input === 'q') {
      onClose();
      return;
    }
    const walked = latest.current;
    if (!walked) return;
    const deepest = walked.analysis.histogram.length - 1;
    const chosen = (now: number | undefined): number => now ?? firstDepth(walked);
    const shown = walked.samples[chosen(chosenDepthNow.current)] ?? [];
    if (key.rightArrow || input === 'l') setCursor((now) => Math.min(shown.length - 1, now + 1));
    else if (key.leftArrow || input === 'h') setCursor((now) => Math.max(0, now - 1));
    else if (key.home) setCursor(0);
    else if (key.end) setCursor(Math.max(0, shown.length - 1));
    else if (key.upArrow || input === 'k') {
      setChosenDepth((now) => Math.min(deepest, chosen(now) + 1));
      setCursor(0);
    } else if (key.downArrow || input === 'j') {
      setChosenDepth((now) => Math.max(0, chosen(now) - 1));
      setCursor(0);
    } else if (key.return && shown[cursorNow.current]) onLoad(shown[cursorNow.current].slice());
  });

  const small = boardSize(puzzle, { compact: true });
  const labelWidth = String(atDepth.length).length + 1;
  const column = Math.max(small.width, labelWidth);
  const perRow = Math.max(1, Math.floor((width + GAP) / (column + GAP)));
  const first = Math.max(0, Math.min(cursor - Math.floor(perRow / 2), atDepth.length - perRow));
  const strip = useMemo(() => {
    const frames: Frame[] = atDepth.slice(first, first + perRow).map((board, offset) => {
      const index = first + offset;
      const mark = index === cursor ? (ascii ? '>' : '▸') : ' ';
      return { board, label: `${mark}${index + 1}` };
    });
    return filmStripRows(frames, puzzle, { width, ascii, gap: GAP });
  }, [atDepth, first, perRow, cursor, puzzle, width, ascii]);

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
  if (analysis && analysed) {
    const chartRows = Math.max(3, Math.min(10, height - OTHER_LINES - (small.height + 1)));
    const unsolvable = analysed.start.kind === 'unsolvable';
    body = (
      <Box flexDirection="column">
        {wrapText(shown(spaceText(analysed)), width).map((line) => (
          <Text key={line} bold={analysis.complete}>
            {line}
          </Text>
        ))}
        {wrapText(shown(verdictText(analysed.start)), width).map((line) => (
          <Text key={line} color={color && unsolvable ? 'red' : undefined}>
            {line}
          </Text>
        ))}
        <Histogram histogram={analysis.histogram} rows={chartRows} width={width} selected={depth} />
        <Text wrap="truncate">{shown(`${depthListText(analysed, depth, first, perRow)}`)}</Text>
        <SegmentRows rows={strip} />
      </Box>
    );
  }

  const keys = [
    ...(atDepth.length > 1 ? ['← → choose'] : []),
    ...(analysis ? ['↑↓ depth'] : []),
    ...(atDepth.length > 0 ? ['Enter play it'] : []),
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
