import { catalogue, findEntry } from '../puzzles/catalogue.js';
import { InputError, type Puzzle, type PuzzleOptions } from '../puzzles/types.js';

export type PuzzleFlags = {
  readonly start?: string;
  readonly goal?: string;
  readonly n?: number;
  readonly hole?: number;
  readonly anywhere?: boolean;
};

const wholeNumber = (value: number | undefined, flag: string): number | undefined => {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value)) throw new InputError(`--${flag} needs a whole number`);
  return value;
};

const text = (value: string | undefined, flag: string): string | undefined => {
  if (value === undefined) return undefined;
  if (value.trim() === '') throw new InputError(`--${flag} needs a board or a name`);
  return value;
};

/** Finds the catalogue entry for `id` and makes the puzzle, rejecting options it does not take. */
export const puzzleFromFlags = (id: string | undefined, flags: PuzzleFlags): Puzzle => {
  if (!id) throw new InputError('name a puzzle: tobikoe list shows the ids');
  const entry = findEntry(id);
  if (!entry) {
    throw new InputError(
      `unknown puzzle '${id}'; the ids are ${catalogue.map((known) => known.id).join(', ')}`,
    );
  }
  const options: PuzzleOptions = {
    start: text(flags.start, 'start'),
    goal: text(flags.goal, 'goal'),
    n: wholeNumber(flags.n, 'n'),
    hole: wholeNumber(flags.hole, 'hole'),
    anywhere: flags.anywhere || undefined,
  };
  for (const name of ['goal', 'n', 'hole', 'anywhere'] as const) {
    if (options[name] !== undefined && !entry.options.includes(name)) {
      throw new InputError(`${id} does not take --${name}`);
    }
  }
  return entry.create(options);
};
