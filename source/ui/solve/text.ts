/** Short texts the solve panel and the analysis screen draw (no Ink here). */

import { joinInLines } from '../../game/key-binding.js';
import type { Algorithm, IterationEvent } from '../../search/search-events.js';
import { iterationLine } from '../../text/format.js';
import { columns } from '../../text/wrap.js';
import { words } from '../../words/words.js';
import { padColumns } from '../common/truncate.js';

/** Names short enough for a key bar and a table column. */
export const shortNames: Readonly<Record<Algorithm, string>> = {
  iddfs: 'IDDFS',
  ida: 'IDA*',
  bfs: 'BFS',
  bidir: 'bidir',
  astar: 'A*',
  greedy: 'greedy',
};

/** Depth lines keep their double spaces when this much room is left of the bars. */
const ROOMY = 50;

/**
 * One finished iteration, as the command line prints it; IDA*'s depth is its
 * bound. Where room is short the double spaces close up.
 */
export const depthText = (event: IterationEvent, algorithm: Algorithm, room: number): string => {
  const line = iterationLine(event);
  const named = line.replace(words().solve.stage.depth, stageWord(algorithm));
  return room >= ROOMY ? named : named.replaceAll('  ', ' ');
};

/**
 * Items joined by ` · `, broken into lines of `width` columns between items
 * (an item wider than `width` stands alone on its line).
 */
export const itemLines = (items: readonly string[], width: number): string[] =>
  joinInLines(items, width, ' · ');

/** A table's cell: the first column set left, the figures right, in `width` columns. */
export const cellColumns = (text: string, width: number, first: boolean): string =>
  first ? padColumns(text, width) : ' '.repeat(Math.max(0, width - columns(text))) + text;

/**
 * What an iteration is called for `algorithm`: IDA* deepens a bound, A* works
 * through f, greedy best-first reaches lower h, the others deepen a depth.
 */
export const stageWord = (algorithm: Algorithm): string => {
  const { stage } = words().solve;
  switch (algorithm) {
    case 'ida':
      return stage.bound;
    case 'astar':
      return stage.f;
    case 'greedy':
      return stage.h;
    default:
      return stage.depth;
  }
};

/** The label of the iteration in progress: "bound 24" or "depth 24". */
export const depthLabel = (algorithm: Algorithm, depth: number): string =>
  `${stageWord(algorithm)} ${depth}`;

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];
/** A bar on a log scale reaches its full width at this many nodes. */
const BAR_DECADES = 9;

/**
 * A bar whose length is log10(nodes) on a fixed scale (so earlier bars never
 * change), in eighths of a character; `#` in ASCII.
 */
export const logBar = (nodes: number, width: number, ascii: boolean): string => {
  if (width <= 0 || nodes <= 0) return '';
  const fraction = Math.min(1, Math.log10(nodes + 1) / BAR_DECADES);
  const eighths = Math.max(1, Math.round(fraction * width * 8));
  if (ascii) return '#'.repeat(Math.max(1, Math.round(eighths / 8)));
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
};

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const ASCII_SPINNER = ['|', '/', '-', '\\'];

export const spinnerFrame = (ms: number, ascii: boolean): string => {
  const frames = ascii ? ASCII_SPINNER : SPINNER;
  return frames[Math.floor(ms / 100) % frames.length];
};

export const arrow = (ascii: boolean): string => (ascii ? '->' : '→');
