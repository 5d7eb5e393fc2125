import { closeSync, constants, fstatSync, openSync, writeSync } from 'node:fs';
import { InputError } from '../puzzles/puzzle.js';
import type { Algorithm, IterationEvent } from '../search/search-events.js';
import { words } from '../words/words.js';

/** One finished iteration as a trace line says it (`solve --trace FILE`). */
export type TraceLine = {
  readonly algorithm: Algorithm;
  /** The iteration's number, from 1. */
  readonly iteration: number;
  /** IDA*: the bound (f limit) of this iteration. */
  readonly bound?: number;
  /** Plain deepening: the depth limit; breadth-first searches: the layer. */
  readonly depth?: number;
  readonly nodes: number;
  /** Deepening: nodes visited at each depth within the iteration, the root's first. */
  readonly perDepth?: readonly number[];
  /** IDA*: children cut off because f = g + h went over the bound. */
  readonly cutoffs?: number;
  /** Deepening: the smallest f seen above the limit (null: nothing lay beyond). */
  readonly smallestFAbove?: number | null;
  /** Milliseconds since the search began, when the iteration finished. */
  readonly ms: number;
};

export const traceLine = (
  algorithm: Algorithm,
  iteration: number,
  event: IterationEvent,
): TraceLine => ({
  algorithm,
  iteration,
  ...(algorithm === 'ida' ? { bound: event.depth } : { depth: event.depth }),
  nodes: event.nodes,
  ...(event.perDepth ? { perDepth: event.perDepth } : {}),
  ...(algorithm === 'ida' && event.cutoffs !== undefined ? { cutoffs: event.cutoffs } : {}),
  ...(event.nextLimit === undefined ? {} : { smallestFAbove: event.nextLimit }),
  ms: Math.round(event.ms * 1000) / 1000,
});

const reason = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code;
  const say = words().commands.trace;
  switch (code) {
    case 'ENOENT':
      return say.noFolder;
    case 'EACCES':
    case 'EPERM':
      return say.denied;
    case 'EISDIR':
      return say.isFolder;
    case 'ENOSPC':
      return words().commands.failure.noSpace;
    default:
      return code ?? say.cannotBeWritten;
  }
};

/** The trace file could not be written once the search was under way (exit 74, like stdout). */
export class TraceWriteFailed extends Error {
  override readonly name = 'TraceWriteFailed';
}

/** A trace file, opened before the search so a bad path fails at once (exit 2). */
export type Trace = {
  /** Writes one line for a finished iteration. */
  write(event: IterationEvent): void;
  close(): void;
};

/**
 * Opens the trace for writing, refusing anything but a regular file: a FIFO
 * would block the search (and its limits) until a reader came, and a device
 * or socket is no file a trace can be read back from. Opened without blocking,
 * so a FIFO with no reader fails at once instead of hanging.
 */
const openFile = (path: string): number => {
  const { O_WRONLY, O_CREAT, O_TRUNC, O_NONBLOCK } = constants;
  let fd: number;
  try {
    fd = openSync(path, O_WRONLY | O_CREAT | O_TRUNC | O_NONBLOCK, 0o666);
  } catch (error) {
    // ENXIO: a FIFO with no reader.
    if ((error as NodeJS.ErrnoException).code === 'ENXIO') {
      throw new InputError(words().commands.trace.notAFile);
    }
    throw new InputError(words().commands.trace.cannotOpen(reason(error)));
  }
  if (!fstatSync(fd).isFile()) {
    closeSync(fd);
    throw new InputError(words().commands.trace.notAFile);
  }
  return fd;
};

export const openTrace = (path: string, algorithm: Algorithm): Trace => {
  const fd = openFile(path);
  let iteration = 0;
  return {
    write(event) {
      iteration++;
      try {
        writeSync(fd, `${JSON.stringify(traceLine(algorithm, iteration, event))}\n`);
      } catch (error) {
        throw new TraceWriteFailed(words().commands.trace.cannotWrite(reason(error)));
      }
    },
    close() {
      closeSync(fd);
    },
  };
};
