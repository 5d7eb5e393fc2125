import { type Named, readCode } from '../puzzles/codes.js';
import {
  InputError,
  type OptionValue,
  type Puzzle,
  type PuzzleOptions,
} from '../puzzles/puzzle.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';
import { type RawValue, readParam } from './values.js';

/** The puzzle a command line names: its id or code, with the flags' options added. */
export const namedFromFlags = (
  target: string | undefined,
  flags: Readonly<Record<string, RawValue | OptionValue | undefined>>,
): Named => {
  if (!target) throw new InputError(words().cli.namePuzzleAny);
  const named = readCode(target);
  const options: Record<string, OptionValue | undefined> = { ...named.options };
  for (const [name, raw] of Object.entries(flags)) {
    if (raw === undefined) continue;
    const param = named.entry.params.find((each) => each.name === name);
    if (!param) throw new InputError(words().puzzles.doesNotTake(named.entry.id, name));
    if (options[name] !== undefined) {
      throw new InputError(words().cli.givenInCodeAndFlag(name, quoted(target)));
    }
    // Text comes from a command line; typed values (tests, the menu) are checked by `create`.
    options[name] = typeof raw === 'string' || raw === true ? readParam(param, raw) : raw;
  }
  return { entry: named.entry, options };
};

/** Finds the entry for an id or code and makes the puzzle, refusing options it does not take. */
export const puzzleFromFlags = (target: string | undefined, flags: PuzzleOptions): Puzzle => {
  const { entry, options } = namedFromFlags(target, flags);
  return entry.create(options);
};
