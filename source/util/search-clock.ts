import { openSync, readSync } from 'node:fs';

/**
 * The clocks searches and table work read their times from. `clockNow` is
 * the wall clock (`performance.now`). `ownNow` is the wall clock less the
 * time this thread has waited for a processor, where Linux says it
 * (`/proc/thread-self/schedstat`, its second figure: exact at every switch,
 * so a depth of a millisecond is measured as well as a long one); elsewhere
 * it is the wall clock. A search's own times come from `ownNow`: on a
 * machine shared with other work, a depth that lost the processor for a
 * while does not show the others' time. Tests set a fake clock, so that what
 * a depth's time leaves out (tables, warming, reporting) is checked without
 * timing anything.
 *
 * The CPU counters Node has were looked at and are not the depths' clock:
 * `process.cpuUsage()` is the whole process's in a worker (Node 20's only
 * one: the UI thread and the collector's helpers too); `process.threadCpuUsage`
 * (Node 23.9 and later) and schedstat's first figure are the thread's own
 * but move in steps of the scheduler's tick (a few milliseconds) while the
 * thread runs. The thread's CPU is said beside the whole search's time (`threadCpuMs`).
 */
let fake: (() => number) | undefined;

export const clockNow = (): number => (fake ? fake() : performance.now());

/** Sets both clocks to `now` (tests); `undefined` puts the real ones back. */
export const setSearchClock = (now: (() => number) | undefined): void => {
  fake = now;
};

/** What `ownNow` measures, as `--json`'s `timing.clock` says it. */
export type OwnClock = 'wall-less-waits' | 'wall';

/** Where `threadCpuMs` reads from. */
export type CpuSource = 'thread' | 'schedstat' | 'none';

type ThreadCpu = () => { user: number; system: number };

const threadCpuUsage = (process as unknown as { threadCpuUsage?: ThreadCpu }).threadCpuUsage;

/** This thread's schedstat, opened once (the link resolves to the thread that opens it). */
let schedstat: number | null | undefined;
const buffer = Buffer.alloc(96);

/** The thread's time on a processor and waiting for one, in nanoseconds, or undefined. */
const readSchedstat = (): readonly [number, number] | undefined => {
  if (schedstat === undefined) {
    try {
      schedstat =
        process.platform === 'linux' ? openSync('/proc/thread-self/schedstat', 'r') : null;
    } catch {
      schedstat = null;
    }
  }
  if (schedstat === null) return undefined;
  try {
    const length = readSync(schedstat, buffer, 0, buffer.length, 0);
    const [running, waiting] = buffer.toString('latin1', 0, length).split(' ').map(Number);
    return Number.isFinite(running) && Number.isFinite(waiting) ? [running, waiting] : undefined;
  } catch {
    schedstat = null;
    return undefined;
  }
};

export const ownClock = (): OwnClock =>
  fake === undefined && readSchedstat() !== undefined ? 'wall-less-waits' : 'wall';

/** Milliseconds by the wall clock less this thread's waits for a processor (see above). */
export const ownNow = (): number => {
  const wall = clockNow();
  if (fake) return wall;
  const read = readSchedstat();
  return read === undefined ? wall : wall - read[1] / 1e6;
};

export const cpuSource = (): CpuSource =>
  typeof threadCpuUsage === 'function'
    ? 'thread'
    : readSchedstat() !== undefined
      ? 'schedstat'
      : 'none';

/** The calling thread's CPU time in milliseconds, or undefined where no counter gives it. */
export const threadCpuMs = (): number | undefined => {
  if (typeof threadCpuUsage === 'function') {
    const used = threadCpuUsage.call(process);
    return (used.user + used.system) / 1000;
  }
  const read = readSchedstat();
  return read === undefined ? undefined : read[0] / 1e6;
};
