import type { PuzzleEntry, PuzzleOptions } from '../../puzzles/types.js';

/** Options the menu can step through with ← →: whole numbers the entry accepts. */
type Stepped = 'n' | 'hole';
const STEPPED: readonly Stepped[] = ['n', 'hole'];
/** Values tried for a stepped option; the entry itself says which it accepts. */
const MOST = 32;

export type OptionChoice = {
  readonly name: Stepped;
  /** Every value the entry accepts, ascending. */
  readonly values: readonly number[];
  /** The value the entry uses when the option is not given. */
  readonly usual: number;
};

const sameBoard = (a: Uint8Array, b: Uint8Array): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);

const found = new Map<string, OptionChoice | null>();

/**
 * The option of `entry` the menu can change, found by asking the entry which
 * values it accepts (and which one gives its usual start). No puzzle is named.
 */
export const optionChoice = (entry: PuzzleEntry): OptionChoice | undefined => {
  const known = found.get(entry.id);
  if (known !== undefined) return known ?? undefined;
  const name = STEPPED.find((option) => entry.options.includes(option));
  let choice: OptionChoice | null = null;
  if (name) {
    const usualStart = entry.create({}).start;
    const values: number[] = [];
    let usual: number | undefined;
    for (let value = 0; value < MOST; value++) {
      try {
        const puzzle = entry.create({ [name]: value });
        values.push(value);
        if (usual === undefined && sameBoard(puzzle.start, usualStart)) usual = value;
      } catch {
        // not a value this entry takes
      }
    }
    if (values.length > 1 && usual !== undefined) choice = { name, values, usual };
  }
  found.set(entry.id, choice);
  return choice ?? undefined;
};

/** The next accepted value in direction `delta` (±1), wrapping around. */
export const stepChoice = (choice: OptionChoice, value: number, delta: number): number => {
  const index = choice.values.indexOf(value);
  const count = choice.values.length;
  return choice.values[(((Math.max(0, index) + delta) % count) + count) % count];
};

/** The options to create `entry` with when the menu shows `value` (none for the usual value). */
export const optionsFor = (entry: PuzzleEntry, value: number | undefined): PuzzleOptions => {
  const choice = optionChoice(entry);
  if (!choice || value === undefined || value === choice.usual) return {};
  return { [choice.name]: value };
};

export const choiceLabel = (choice: OptionChoice, value: number): string =>
  choice.name === 'n' ? `n = ${value}` : `hole ${value}`;
