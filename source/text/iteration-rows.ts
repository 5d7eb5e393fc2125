import type { TableSpent, TableStage } from '../puzzles/table-cache.js';
import type { Algorithm, IterationEvent, TickEvent } from '../search/search-events.js';
import { words } from '../words/words.js';
import { bytesText, count, duration, roughDuration } from './format.js';
import { padEnd, padStart } from './pad.js';

/**
 * The rows a search's iterations are shown in, on the command line and in the
 * solve panel: under a header, each iteration's depth (bound, f, h), its own
 * nodes, its own time and the time elapsed since the search began, every
 * time by one rule (`duration`). The nodes column adds up to the total; a fold
 * line says what earlier rows hold when they are not shown, and the time spent
 * on a bound's tables is a line of its own, in no iteration's time.
 */

/** Column widths: the stage, nodes, its time, elapsed, cut-offs. */
const WIDTHS = { stage: 6, nodes: 12, time: 10, elapsed: 10, cutoffs: 13 } as const;

/** The columns a row is drawn with; IDA*'s cut-offs only where asked for (the command line). */
export type RowColumns = { readonly cutoffs: boolean };

/**
 * What an iteration is called for `algorithm`: IDA* deepens a bound, A* works
 * through f, greedy best-first reaches lower h, the others deepen a depth.
 */
export const stageName = (algorithm: Algorithm): string => {
  const say = words().text;
  switch (algorithm) {
    case 'ida':
      return say.bound;
    case 'astar':
      return say.f;
    case 'greedy':
      return say.h;
    default:
      return say.depth;
  }
};

/** The header above the rows. */
export const rowsHeader = (algorithm: Algorithm, { cutoffs }: RowColumns): string => {
  const say = words().text.rows;
  return [
    padEnd(stageName(algorithm), WIDTHS.stage),
    padStart(say.nodes, WIDTHS.nodes),
    padStart(say.time, WIDTHS.time),
    padStart(say.elapsed, WIDTHS.elapsed),
    ...(cutoffs && algorithm === 'ida' ? [padStart(say.cutoffs, WIDTHS.cutoffs)] : []),
  ].join(' ');
};

/** One finished iteration under the header; `marked`: its time is out of step (see `outOfStep`). */
export const iterationRow = (
  event: IterationEvent,
  { cutoffs }: RowColumns,
  marked = false,
): string =>
  [
    padEnd(String(event.depth), WIDTHS.stage),
    padStart(count(event.nodes), WIDTHS.nodes),
    padStart(
      event.ownMs === undefined ? '-' : `${marked ? '*' : ''}${duration(event.ownMs)}`,
      WIDTHS.time,
    ),
    padStart(duration(event.ms), WIDTHS.elapsed),
    ...(cutoffs && event.cutoffs !== undefined
      ? [padStart(count(event.cutoffs), WIDTHS.cutoffs)]
      : []),
  ].join(' ');

/** The columns' width without cut-offs: the panel keeps its bars right of it. */
export const ROW_COLUMNS = WIDTHS.stage + WIDTHS.nodes + WIDTHS.time + WIDTHS.elapsed + 3;

/** The line that stands for `folded` earlier iterations not shown, with their nodes. */
export const foldedLine = (folded: readonly IterationEvent[]): string =>
  words().text.rows.folded(
    folded.length,
    count(folded.reduce((sum, event) => sum + event.nodes, 0)),
  );

/** A bound's tables readied: built (if any was) or read, and the time it took. */
export const tablesLine = (tables: TableSpent): string =>
  words().text.rows.tables(tables.built > 0, duration(tables.ms));

/** Which iterations' own times are out of step with their nodes (see `outOfStep`). */
export const iterationsOutOfStep = (iterations: readonly IterationEvent[]): boolean[] =>
  outOfStep(iterations.map((event) => ({ nodes: event.nodes, ms: event.ownMs })));

/** The tables readied over a search's iterations, added up, or undefined when none were. */
export const tablesOver = (iterations: readonly IterationEvent[]): TableSpent | undefined => {
  let sum: TableSpent | undefined;
  for (const { tables } of iterations) {
    if (!tables) continue;
    sum = sum
      ? { ms: sum.ms + tables.ms, built: sum.built + tables.built, read: sum.read + tables.read }
      : tables;
  }
  return sum;
};

/** A build this little done says too little about how long the rest will take. */
const LEAST_DONE_TO_TELL = 0.05;

/**
 * Tables under way, as their own line: reading (their size and the time so
 * far), building (how much is done and about how long is left, where the
 * build can tell) or waiting for a build beside; `ms` is the time so far.
 */
export const tableStageLine = (stage: TableStage, ms: number): string => {
  const say = words().text.rows.loading;
  const size = bytesText(stage.bytes);
  const time = duration(ms);
  if (stage.doing === 'reading') return say.reading(size, time);
  if (stage.doing === 'waiting') return say.waiting(size, time);
  const done = stage.done;
  const told = done !== undefined && done >= LEAST_DONE_TO_TELL && done < 1;
  return say.building(
    size,
    time,
    done === undefined ? '' : `${Math.floor(done * 100)}%`,
    told ? roughDuration((ms * (1 - done)) / done) : '',
  );
};

/**
 * Which of `rows` show a time out of step with their nodes: more time than
 * a row with at least `RATIO` times their nodes. The wall clock of the search
 * alone leaves the machine's other work out as far as it can (see
 * util/search-clock.ts); what it cannot is marked, not hidden.
 */
export const outOfStep = (
  rows: readonly { readonly nodes: number; readonly ms: number | undefined }[],
): boolean[] =>
  rows.map(({ nodes, ms }) => {
    if (ms === undefined) return false;
    const shown = tenths(ms);
    return rows.some(
      (other) => other.ms !== undefined && other.nodes >= RATIO * nodes && tenths(other.ms) < shown,
    );
  });

/** As times are shown (`duration`: to a tenth of a millisecond): two that read the same are in step. */
const tenths = (ms: number): number => Math.round(ms * 10);

/** Nodes that many times as many should take at least as long. */
export const RATIO = 3;

/**
 * How long the tables under way have taken, as of this redraw: the worker
 * says so when they start (and as a build goes on); in between, the time
 * the job has run since then.
 */
export const tableStageMs = (live: TickEvent, elapsed: number): number => {
  const stage = live.tables;
  if (!stage) return 0;
  return Math.max(stage.ms, elapsed - (live.ms - stage.ms));
};
