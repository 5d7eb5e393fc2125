import type { BoundRow } from '../search/compare-bounds.js';
import { words } from '../words/words.js';
import { bytesText, count, duration } from './format.js';
import { padEnd, padStart } from './pad.js';

/** Column widths of the bound table, shared by the command line and the panel. */
const WIDTHS = { bound: 11, start: 6, moves: 6, nodes: 13, time: 9, ebf: 6, memory: 9 } as const;

export const boundTableHeader = (): string => {
  const say = words().text.table;
  return [
    padEnd(say.bound, WIDTHS.bound),
    padStart(say.start, WIDTHS.start),
    padStart(say.moves, WIDTHS.moves),
    padStart(say.nodes, WIDTHS.nodes),
    padStart(say.time, WIDTHS.time),
    padStart(say.ebf, WIDTHS.ebf),
    padStart(say.memory, WIDTHS.memory),
  ].join(' ');
};

/** What a row that stopped at its limit says instead of an answer. */
export const gaveUpText = (row: BoundRow, limitMs: number): string =>
  row.stopped === 'time'
    ? words().text.table.gaveUpTime(
        words().text.seconds((limitMs / 1000).toFixed(2).replace(/\.0+$/, '')),
      )
    : words().text.table.gaveUpNodes;

/** Readying a bound shorter than this goes unsaid. */
const SETUP_WORTH_SAYING_MS = 100;

/** What the row says besides its cells: a give-up, and tables that took a while. */
export const rowNotes = (row: BoundRow, limitMs: number): string[] => [
  ...(row.stopped === null ? [] : [gaveUpText(row, limitMs)]),
  ...(row.setupMs >= SETUP_WORTH_SAYING_MS
    ? [words().text.table.tablesReady(duration(row.setupMs))]
    : []),
];

/** One finished row as a line of the table. */
export const boundRowCells = (row: BoundRow, limitMs: number): string => {
  const cells = [
    padEnd(row.bound, WIDTHS.bound),
    padStart(String(row.start), WIDTHS.start),
    padStart(row.length === null ? '-' : String(row.length), WIDTHS.moves),
    padStart(count(row.nodes), WIDTHS.nodes),
    padStart(duration(row.ms), WIDTHS.time),
    padStart(row.ebf === null ? '-' : row.ebf.toFixed(2), WIDTHS.ebf),
    padStart(row.peak === null ? '-' : bytesText(row.peak.bytes), WIDTHS.memory),
  ].join(' ');
  const notes = rowNotes(row, limitMs);
  return notes.length === 0 ? cells : `${cells}  ${notes.join('; ')}`;
};
