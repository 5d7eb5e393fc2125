/** Short texts the solve panel and the analysis screen draw (no Ink here). */

import { joinInLines } from '../../game/key-binding.js';
import type { Algorithm } from '../../search/search-events.js';
import { stageName } from '../../text/iteration-rows.js';
import { columns } from '../../text/wrap.js';
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

/**
 * Items joined by ` · `, broken into lines of `width` columns between items
 * (an item wider than `width` stands alone on its line).
 */
export const itemLines = (items: readonly string[], width: number): string[] =>
  joinInLines(items, width, ' · ');

/** A table's cell: the first column set left, the figures right, in `width` columns. */
export const cellColumns = (text: string, width: number, first: boolean): string =>
  first ? padColumns(text, width) : ' '.repeat(Math.max(0, width - columns(text))) + text;

/** What an iteration is called for `algorithm` (see `stageName`). */
export const stageWord = stageName;

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
