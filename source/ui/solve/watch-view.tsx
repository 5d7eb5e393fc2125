import { Box, Text } from 'ink';
import type { ReactNode } from 'react';
import type { WatchPlayback } from '../../game/watch-panel.js';
import { formatBoard } from '../../puzzles/board-text.js';
import type { Puzzle } from '../../puzzles/puzzle.js';
import { count } from '../../text/format.js';
import { words } from '../../words/words.js';
import { displayText, useDisplay } from '../common/display.js';
import { truncateWords, wrapText } from '../common/truncate.js';
import { FRONTIER_LEAST_ROWS, FrontierChart } from './frontier-chart.js';
import { GrowthChart, growthRows } from './growth-chart.js';
import { logBar } from './text.js';
import type { WatchView as Watched } from './use-watch.js';
import {
  frontierLines,
  histogramDepths,
  nodeText,
  paceText,
  pathText,
  prunedLines,
  standingText,
} from './watch-text.js';

export type WatchViewProps = {
  readonly puzzle: Puzzle;
  readonly watched: Watched;
  readonly playback: WatchPlayback;
  readonly width: number;
  /** Rows it may use. */
  readonly height: number;
};

/** Rows of the histogram's bars at most, however tall the panel. */
/** The longest a bar of nodes per depth is drawn. */
const MOST_BAR = 40;
const MOST_BARS = 20;

/**
 * Watch mode (the board beside the panel shows the node's position): where
 * the search stands, the node's g, h and f, its path, the cut-offs as they
 * happen, this iteration's nodes per depth, and the pace.
 */
export const WatchView = ({
  puzzle,
  watched,
  playback,
  width,
  height,
}: WatchViewProps): ReactNode => {
  const { color, ascii } = useDisplay();
  // Ink cuts wide text wrongly: each line is handed over already fitting, cut between words.
  const shown = (line: string): string => truncateWords(displayText(line, ascii), width, ascii);
  const { frame, failure } = watched;
  const say = words().solve;
  if (!frame) return <Text wrap="truncate">{shown(say.watch.starting(paceText(playback)))}</Text>;
  const pruned = prunedLines(puzzle, frame, ascii);
  // A frontier's line is long: wrapped, not cut, in a narrow panel.
  const frontierText = frontierLines(frame).flatMap((line) => wrapText(line, width));
  const meetingText = frame.meeting
    ? [
        say.watch.metAt(formatBoard(Uint8Array.from(frame.meeting), puzzle.pieces)),
        ...wrapText(say.watch.frontiers.meetingShown, width),
      ]
    : [];
  // Bidirectional in a short panel: the chart of the two frontiers (and ◆) before their lines.
  const both = frame.forward !== null && frame.backward !== null;
  const spare = height - 4 - 3 - (frame.behind > 0 ? 2 : 0) - FRONTIER_LEAST_ROWS;
  const wordy = !both || spare >= frontierText.length + meetingText.length;
  const frontiers = wordy ? frontierText : [];
  const meeting = wordy ? meetingText : meetingText.slice(0, 1);
  const ending =
    failure !== undefined
      ? [say.result.failed(failure)]
      : frame.end?.kind === 'unsolvable'
        ? [say.result.noSolution(frame.end.reason)]
        : frame.end?.kind === 'failed'
          ? [say.result.failed(frame.end.message)]
          : [];
  const fromGoal = frame.growing === 'backward';
  const top = [
    standingText(frame),
    nodeText(frame),
    pathText(puzzle, frame.path, width, ascii, fromGoal),
  ];
  // Stepped back (`,`): which node of the history is on the board.
  const looking =
    frame.behind > 0
      ? wrapText(
          say.watch.lookingBack(count(frame.behind), count(frame.node), count(frame.reach)),
          width,
        )
      : [];
  const used =
    looking.length + top.length + frontiers.length + meeting.length + ending.length + 3 + 1;
  // The growth of the search (its finished iterations): large when the panel is tall, else a line.
  // (A bidirectional search's layers alternate sides: its frontiers have their own chart.)
  const growth = growthRows(
    frame.backward ? 0 : frame.iterations.length,
    height - used >= 16 ? Math.floor((height - used) / 2) : Math.min(1, height - used - 3),
  );
  // Bidirectional: the two frontiers drawn growing toward each other, in what is left.
  const frontierRows =
    frame.forward && frame.backward && height - used - growth >= FRONTIER_LEAST_ROWS
      ? height - used - growth
      : 0;
  const room = Math.max(0, height - used - growth - frontierRows);
  // Cut-offs first (they are the news of the frame), then as much histogram as fits.
  const cuts = pruned.slice(-Math.max(0, Math.min(pruned.length, room - 2)));
  const depths = histogramDepths(frame, Math.min(MOST_BARS, room - cuts.length - 1));
  // The count stays beside its bar however wide the panel.
  const barRoom = Math.max(4, Math.min(MOST_BAR, width - 16));
  return (
    <Box flexDirection="column" width={width}>
      {looking.map((line) => (
        <Text key={line} wrap="truncate" color={color ? 'yellow' : undefined} bold>
          {shown(line)}
        </Text>
      ))}
      {top.map((line) => (
        <Text key={line} wrap="truncate">
          {shown(line)}
        </Text>
      ))}
      {[...frontiers, ...meeting].map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a frame's lines, replaced whole by the next frame; two may read alike
        <Text key={`${index}:${line}`} wrap="truncate">
          {shown(line)}
        </Text>
      ))}
      {frame.forward && frame.backward && frontierRows > 0 ? (
        <FrontierChart
          forward={frame.forward.layers}
          backward={frame.backward.layers}
          met={frame.meeting !== null}
          width={width}
          rows={frontierRows}
        />
      ) : null}
      {cuts.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a frame's lines, replaced whole by the next frame; two may read alike
        <Text key={`${index}:${line}`} wrap="truncate" color={color ? 'red' : undefined}>
          {shown(line)}
        </Text>
      ))}
      {depths.length > 0 ? (
        <Text wrap="truncate" dimColor={color}>
          {say.watch.perDepth}
        </Text>
      ) : null}
      {depths.map((depth) => {
        const nodes = frame.perDepth[depth];
        const here = depth === frame.depth;
        return (
          <Text key={depth} wrap="truncate" bold={here}>
            {shown(`${String(depth).padStart(3)} ${here ? '▸' : ' '} `)}
            <Text color={color ? 'cyan' : undefined}>{logBar(nodes, barRoom, ascii)}</Text>
            {` ${count(nodes)}`}
          </Text>
        );
      })}
      {growth > 0 ? (
        <GrowthChart
          iterations={frame.iterations}
          lastCut={frame.end?.kind === 'solved'}
          width={width}
          rows={growth}
        />
      ) : null}
      {ending.map((line) => (
        <Text key={line} wrap="truncate" bold>
          {shown(line)}
        </Text>
      ))}
      <Text wrap="truncate" color={color ? 'yellow' : undefined}>
        {shown(paceText(playback))}
      </Text>
    </Box>
  );
};
