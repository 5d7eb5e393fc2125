import { Box, Text } from 'ink';
import { type ReactNode, useMemo, useRef } from 'react';
import { boardSize } from '../../board/board.js';
import { actionOf, analysisBindings, type KeyPress } from '../../game/game.js';
import type { Board, Puzzle } from '../../puzzles/puzzle.js';
import { count, seconds } from '../../text/format.js';
import { words as catalogue } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { KeyHints } from '../common/key-hints.js';
import { useKeys } from '../common/key-router.js';
import { type Opened, sourceOf } from '../common/opened.js';
import { type Need, SizeGuard } from '../common/size-guard.js';
import { truncateWords, wrapText } from '../common/truncate.js';
import { useKept } from '../common/use-job.js';
import { useTerminalSize } from '../common/use-terminal-size.js';
import { spinnerFrame } from '../solve/text.js';
import {
  analysisSizeKeys,
  boardVerdictText,
  firstDepth,
  spaceText,
  verdictText,
  walkLayers,
} from './analysis-text.js';
import { LayersView } from './layers-view.js';
import { MapStatus } from './map-status.js';
import { mapLayers } from './map-text.js';
import { useAnalysis } from './use-analysis.js';
import { useBoardDistance } from './use-board-distance.js';
import { useWholeMap } from './use-whole-map.js';

export type AnalysisScreenProps = {
  /** The puzzle, and which one it is (the workers make it again from `sourceOf`). */
  readonly opened: Opened;
  /** Enter on a farthest position: play from it. */
  readonly onLoad: (board: Board) => void;
  /** Esc. */
  readonly onClose: () => void;
  /** The board in play: how far it is from the goal is said in place of the start's. */
  readonly board?: Board;
  /** Room to draw in; defaults to the terminal. */
  readonly width?: number;
  readonly height?: number;
};

/** Lines the screen uses besides the chart and the strip. */
const OTHER_LINES = 10;
/** The fewest chart rows, and the narrowest the sentences and the axis read at. */
const FEWEST_CHART_ROWS = 3;
const FEWEST_COLUMNS = 40;

/** What the screen needs: its lines, the smallest chart, and a row of small boards. */
export const analysisNeed = (puzzle: Puzzle): Need => {
  const small = boardSize(puzzle, { compact: true });
  return {
    columns: Math.max(FEWEST_COLUMNS, small.width + 2),
    rows: OTHER_LINES + FEWEST_CHART_ROWS + small.height + 1,
  };
};

/**
 * The whole state space of a puzzle (DESIGN §3), measured toward the goal: how
 * many positions, how far the farthest lie, the depth histogram as a bar
 * chart, and positions of the chosen depth (↑ ↓, the farthest first) as small
 * boards; Enter loads the one under the cursor into play. One-way puzzles
 * count only positions that can still reach the goal (and their dead ends apart).
 * A puzzle whose every position is numbered (`space`) also has its whole map
 * (m): read from the data folder, or made on request, with progress, Esc
 * cancelling it.
 */
export const AnalysisScreen = ({
  opened,
  onLoad,
  onClose,
  board,
  width: givenWidth,
  height: givenHeight,
}: AnalysisScreenProps): ReactNode => {
  const { puzzle, options } = opened;
  const { id } = sourceOf(opened);
  const { color, ascii } = useDisplay();
  const size = useTerminalSize();
  const width = givenWidth ?? size.columns;
  const height = givenHeight ?? size.rows - 1;
  const { outcome, live, elapsed } = useAnalysis(id, options, puzzle.start);
  const distance = useBoardDistance(id, options, puzzle, board);
  const here = boardVerdictText(distance);
  const analysed = outcome?.kind === 'analysed' ? outcome : undefined;
  const mappable = puzzle.space !== undefined;
  const wholeMap = useWholeMap(id, options);
  const [onMap, setOnMap, onMapNow] = useKept('analysis/on-map', () => false);
  const [cursor, setCursor, cursorNow] = useKept('analysis/cursor', () => 0);
  const [chosenDepth, setChosenDepth, chosenDepthNow] = useKept<number | undefined>(
    'analysis/depth',
    () => undefined,
  );

  const walked = useMemo(() => (analysed ? walkLayers(analysed) : undefined), [analysed]);
  const mapped = wholeMap.state.kind === 'mapped' ? wholeMap.state.outcome : undefined;
  const mapShown = useMemo(() => (mapped ? mapLayers(mapped) : undefined), [mapped]);
  const layers = onMap ? mapShown : walked;
  // The key handler reads the latest of both even when it is an older render's handler.
  const latest = useRef({ layers, map: wholeMap });
  latest.current = { layers, map: wholeMap };

  const depth = chosenDepth ?? (layers ? firstDepth(layers) : 0);
  const atDepth = layers?.samples[depth] ?? [];

  // Through the app's key router: it registers as the screen is committed, so
  // a key typed the moment the screen appears is not lost.
  const pressed = (input: string, key: KeyPress): void => {
    const action = actionOf(analysisBindings, input, key);
    const { layers: now, map } = latest.current;
    if (action === 'back' && key.escape && onMapNow() && map.state.kind === 'building') {
      map.cancel();
      return;
    }
    if (action === 'back') {
      onClose();
      return;
    }
    if (action === 'map' && mappable) {
      setOnMap((was) => !was);
      setChosenDepth(undefined);
      setCursor(0);
      map.look();
      return;
    }
    const waiting = map.state.kind === 'absent' || map.state.kind === 'failed';
    if (action === 'enter' && onMapNow() && waiting) {
      map.build();
      return;
    }
    if (!now) return;
    const deepest = now.histogram.length - 1;
    const chosen = (depthNow: number | undefined): number => depthNow ?? firstDepth(now);
    const shown = now.samples[chosen(chosenDepthNow())] ?? [];
    if (action === 'next') setCursor((at) => Math.min(shown.length - 1, at + 1));
    else if (action === 'previous') setCursor((at) => Math.max(0, at - 1));
    else if (action === 'first') setCursor(0);
    else if (action === 'last') setCursor(Math.max(0, shown.length - 1));
    else if (action === 'farther' || action === 'nearer') {
      const step = action === 'farther' ? 1 : -1;
      setChosenDepth((at) => Math.max(0, Math.min(deepest, chosen(at) + step)));
      setCursor(0);
    } else if (action === 'enter' && shown[cursorNow()]) {
      onLoad(shown[cursorNow()].slice());
    }
  };
  useKeys(pressed);

  const shown = (line: string): string => displayText(line, ascii);
  const say = catalogue().analysis;
  const title = say.title(puzzle.title, id, onMap);
  const lines: ReactNode[] = [];
  if (onMap) {
    lines.push(<MapStatus key="map" state={wholeMap.state} width={width} />);
  } else if (!outcome) {
    const spin = spinnerFrame(elapsed, ascii);
    const sofar = live ? say.sofar(live.depth, count(live.totalNodes)) : '';
    lines.push(
      <Text key="live" wrap="truncate">
        <Text color={color ? 'yellow' : undefined}>{spin}</Text>{' '}
        {truncateWords(shown(say.walking(sofar, seconds(elapsed))), width - 2, ascii)}
      </Text>,
    );
  } else if (outcome.kind === 'failed') {
    lines.push(
      ...wrapText(say.failed(outcome.message), width).map((line) => <Text key={line}>{line}</Text>),
    );
  } else if (outcome.kind === 'cancelled') {
    lines.push(<Text key="cancelled">{say.cancelled}</Text>);
  } else if (analysed) {
    lines.push(
      ...wrapText(shown(spaceText(analysed)), width).map((line) => (
        <Text key={line} bold={analysed.analysis.complete}>
          {line}
        </Text>
      )),
    );
  }
  if (analysed && (layers || !onMap)) {
    const unsolvable =
      here === undefined
        ? analysed.start.kind === 'unsolvable'
        : distance.outcome?.kind === 'unsolvable';
    lines.push(
      ...wrapText(shown(here ?? verdictText(analysed.start)), width).map((line) => (
        <Text key={`verdict ${line}`} color={color && unsolvable ? 'red' : undefined}>
          {line}
        </Text>
      )),
    );
  }

  const small = boardSize(puzzle, { compact: true });
  const chartRows = Math.max(
    FEWEST_CHART_ROWS,
    Math.min(10, height - OTHER_LINES - (small.height + 1)),
  );
  const state = wholeMap.state.kind;
  // The words the key bar's hints take here; a hint without its word is left out.
  const { keys } = say;
  const words: Record<string, string> = {
    ...(atDepth.length > 1 ? { choose: keys.choose } : {}),
    ...(layers ? { depth: keys.depth } : {}),
    ...(atDepth.length > 0 ? { enter: keys.play } : {}),
    ...(onMap && (state === 'absent' || state === 'failed') ? { enter: keys.map } : {}),
    ...(mappable ? { map: onMap ? keys.walk : keys.wholeMap } : {}),
    escape: onMap && state === 'building' ? keys.cancel : keys.back,
  };
  return (
    <Box flexDirection="column" width={width}>
      <Text bold wrap="truncate">
        {truncateWords(shown(title), width, ascii)}
      </Text>
      <SizeGuard
        need={analysisNeed(puzzle)}
        size={{ columns: width, rows: height + 1 }}
        keys={analysisSizeKeys()}
        above={1}
      >
        {lines}
        {layers ? (
          <LayersView
            puzzle={puzzle}
            layers={layers}
            depth={depth}
            cursor={cursor}
            chartRows={chartRows}
            width={width}
          />
        ) : null}
        <KeyHints
          bindings={analysisBindings}
          width={width}
          rows={3}
          words={words}
          onPress={pressed}
        />
      </SizeGuard>
    </Box>
  );
};
