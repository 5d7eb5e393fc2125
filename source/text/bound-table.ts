import type { BoundRow } from '../search/compare-bounds.js';
import { count, seconds } from './format.js';

/** Column widths of the bound table, shared by the command line and the panel. */
const WIDTHS = { bound: 11, start: 6, moves: 6, nodes: 13, time: 9, ebf: 6 } as const;

export const boundTableHeader = (): string =>
  [
    'bound'.padEnd(WIDTHS.bound),
    'start'.padStart(WIDTHS.start),
    'moves'.padStart(WIDTHS.moves),
    'nodes'.padStart(WIDTHS.nodes),
    'time'.padStart(WIDTHS.time),
    'ebf'.padStart(WIDTHS.ebf),
  ].join(' ');

/** What a row that stopped at its limit says instead of an answer. */
export const gaveUpText = (row: BoundRow, limitMs: number): string =>
  row.stopped === 'time'
    ? `gave up at the ${seconds(limitMs).replace(/\.0+ s$/, ' s')} limit`
    : `gave up at the node limit`;

/** Readying a bound shorter than this goes unsaid. */
const SETUP_WORTH_SAYING_MS = 100;

/** What the row says besides its cells: a give-up, and tables that took a while. */
export const rowNotes = (row: BoundRow, limitMs: number): string[] => [
  ...(row.stopped === null ? [] : [gaveUpText(row, limitMs)]),
  ...(row.setupMs >= SETUP_WORTH_SAYING_MS ? [`tables ready in ${seconds(row.setupMs)}`] : []),
];

/** One finished row as a line of the table. */
export const boundRowCells = (row: BoundRow, limitMs: number): string => {
  const cells = [
    row.bound.padEnd(WIDTHS.bound),
    String(row.start).padStart(WIDTHS.start),
    (row.length === null ? '-' : String(row.length)).padStart(WIDTHS.moves),
    count(row.nodes).padStart(WIDTHS.nodes),
    seconds(row.ms).padStart(WIDTHS.time),
    (row.ebf === null ? '-' : row.ebf.toFixed(2)).padStart(WIDTHS.ebf),
  ].join(' ');
  const notes = rowNotes(row, limitMs);
  return notes.length === 0 ? cells : `${cells}  ${notes.join('; ')}`;
};
