import { InputError } from '../puzzles/puzzle.js';
import { NoSuchLength, SearchCancelled } from '../search/search-events.js';
import { Unsolvable } from '../search/solver.js';
import { words } from '../words/words.js';
import { EXIT } from './exit-codes.js';
import { StoppedAtLimit } from './limit-stops.js';
import { TraceWriteFailed } from './trace.js';

/** A typed array or buffer the system would not give (a memory limit, `ulimit -v`): a limit met, not a bug. */
const isOutOfMemory = (error: unknown): boolean =>
  error instanceof RangeError && /allocation failed/i.test(error.message);

/** What a command's error means for a person (one line) and for a script (the exit code). */
export const failureOf = (error: unknown): { readonly message: string; readonly code: number } => {
  if (error instanceof InputError) return { message: error.message, code: EXIT.badInput };
  if (error instanceof StoppedAtLimit) return { message: error.message, code: EXIT.stoppedAtLimit };
  if (error instanceof TraceWriteFailed) return { message: error.message, code: EXIT.outputFailed };
  if (error instanceof Unsolvable)
    return { message: words().commands.failure.noSolution(error.message), code: EXIT.noSolution };
  if (error instanceof NoSuchLength) return { message: error.message, code: EXIT.noSolution };
  if (error instanceof SearchCancelled) {
    return { message: words().commands.failure.cancelled, code: EXIT.interrupted };
  }
  if (isOutOfMemory(error)) {
    return { message: words().commands.failure.outOfMemory, code: EXIT.stoppedAtLimit };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { message: words().commands.failure.internal(message), code: EXIT.internalError };
};
