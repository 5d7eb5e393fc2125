import { InputError } from '../puzzles/types.js';

/** The limits a search on the command line may be given: `--limit-nodes N`, `--limit-s S`. */
export type SearchLimits = { readonly limitNodes?: number; readonly limitMs?: number };

/** The most either limit may be: beyond this a limit means nothing. */
const MOST_NODES = 1e15;
const MOST_SECONDS = 1e9;

/** Reads `--limit-nodes` (a whole number from 1) and `--limit-s` (seconds above 0, decimals allowed). */
export const searchLimits = (flags: {
  readonly limitNodes?: string;
  readonly limitS?: string;
}): SearchLimits => {
  const limits: { limitNodes?: number; limitMs?: number } = {};
  if (flags.limitNodes !== undefined) {
    const nodes = /^[0-9]{1,16}$/.test(flags.limitNodes) ? Number(flags.limitNodes) : Number.NaN;
    if (!(nodes >= 1 && nodes <= MOST_NODES)) {
      throw new InputError('--limit-nodes needs a whole number of nodes, 1 or more');
    }
    limits.limitNodes = nodes;
  }
  if (flags.limitS !== undefined) {
    const text = flags.limitS;
    const secondsGiven = /^[0-9]{1,10}(\.[0-9]{1,6})?$/.test(text) ? Number(text) : Number.NaN;
    if (!(secondsGiven > 0 && secondsGiven <= MOST_SECONDS)) {
      throw new InputError('--limit-s needs a number of seconds above 0, such as 2 or 0.5');
    }
    limits.limitMs = secondsGiven * 1000;
  }
  return limits;
};
