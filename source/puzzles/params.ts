/**
 * What a catalogue entry declares about the options it takes (as Tatham's
 * `configure` does): the command line's flags, their checks and help, the
 * menu's steppers, saved-game keys and position codes are all made from these.
 */

import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';
import { InputError } from './input-error.js';
import { sharedWords } from './shared-words.js';

export type OptionValue = number | boolean | string;

/** Options as given (flags, the menu, a code): by parameter name. */
export type PuzzleOptions = Readonly<Record<string, OptionValue | undefined>>;

type Common = {
  /** The flag's name (`--n`), lower-case letters and digits. */
  readonly name: string;
  /** One line for `--help` and `list`. */
  readonly help: string;
};

/** A whole number in `min..max`. */
export type IntegerParam = Common & {
  readonly kind: 'integer';
  readonly min: number;
  readonly max: number;
  readonly default: number;
  /** How the value reads in the menu, `#` standing for it: `n = #`, `hole #`. */
  readonly label: string;
  /** Written in a code id as `-<fold><value>` (`frog-line-4`, `peg-star-2-h3`). */
  readonly fold: string;
  /** The menu's ← → step through this parameter's values. */
  readonly stepped?: boolean;
  /** It only chooses the start, so a start board takes its place in a code. */
  readonly onlyChoosesStart?: boolean;
};

/** A switch, off unless given. */
export type BooleanParam = Common & {
  readonly kind: 'boolean';
  /** Written in a code id as `-<fold>` when on (`peg-star-anywhere`). */
  readonly fold: string;
};

/** One of a few words. */
export type ChoiceParam = Common & {
  readonly kind: 'choice';
  readonly choices: readonly string[];
  readonly default: string;
  readonly label: string;
  /** Written in a code id as `-<fold><choice>`. */
  readonly fold: string;
  readonly stepped?: boolean;
  readonly onlyChoosesStart?: boolean;
};

/** A board string, or one of the puzzle's named boards; it is the start or the goal. */
export type BoardParam = Common & {
  readonly kind: 'board';
  readonly role: 'start' | 'goal';
  /** Names the puzzle accepts in place of a board string (`goal3`). */
  readonly names?: readonly string[];
  /** The menu steps through `names`, from the entry's usual board (`menu.usual`). */
  readonly menu?: {
    readonly usual: string;
    /** How the value reads in the menu's title, `#` standing for it: `from #`. */
    readonly label: string;
  };
};

export type ParamDeclaration = IntegerParam | BooleanParam | ChoiceParam | BoardParam;
export type SteppedParam = IntegerParam | ChoiceParam;

/** A named set of options the menu offers (`presets` of an entry). */
export type Preset = { readonly label: string; readonly options: PuzzleOptions };

/** What a board option may be, for help texts (in the current language). */
export const BOARD_HELP = (): string => words().puzzles.boardHelp;

/** The start board every puzzle takes; with `menu`, the menu steps through its names. */
export const startParam = (names?: readonly string[], menu?: BoardParam['menu']): BoardParam => ({
  name: 'start',
  kind: 'board',
  role: 'start',
  get help() {
    return sharedWords().startHelp;
  },
  names,
  ...(menu ? { menu } : {}),
});

/** A goal board, for puzzles whose goal is one board; with `menu`, the menu steps through its names. */
export const goalParam = (names?: readonly string[], menu?: BoardParam['menu']): BoardParam => ({
  name: 'goal',
  kind: 'board',
  role: 'goal',
  get help() {
    return sharedWords().goalHelp;
  },
  names,
  ...(menu ? { menu } : {}),
});

/** The values a stepped parameter takes, in order. */
export const paramValues = (param: SteppedParam): readonly OptionValue[] =>
  param.kind === 'integer'
    ? Array.from({ length: param.max - param.min + 1 }, (_, index) => param.min + index)
    : param.choices;

/** How a value reads in the menu: `n = 4`, `hole 3`. */
export const valueLabel = (param: SteppedParam, value: OptionValue): string =>
  param.label.replace('#', String(value));

/** What the flag takes, for help lines: `N`, `B`, `a|b`, or nothing for a switch. */
export const valueName = (param: ParamDeclaration): string => {
  switch (param.kind) {
    case 'integer':
      return param.name.length === 1 ? param.name.toUpperCase() : param.name[0].toUpperCase();
    case 'choice':
      return param.choices.join('|');
    case 'board':
      return 'B';
    case 'boolean':
      return '';
  }
};

export const outOfRange = (name: string, min: number, max: number, given: string): InputError =>
  new InputError(words().puzzles.outOfRange(name, min, max, given));

/** Checks one value against its declaration; returns it unchanged. */
const checkValue = (param: ParamDeclaration, value: OptionValue): OptionValue => {
  switch (param.kind) {
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        const shown = typeof value === 'number' ? String(value) : quoted(String(value));
        throw outOfRange(param.name, param.min, param.max, shown);
      }
      if (value < param.min || value > param.max) {
        throw outOfRange(param.name, param.min, param.max, String(value));
      }
      return value;
    case 'boolean':
      if (typeof value !== 'boolean') throw new InputError(words().puzzles.isASwitch(param.name));
      return value;
    case 'choice':
      if (typeof value !== 'string' || !param.choices.includes(value)) {
        throw new InputError(
          words().puzzles.oneOf(param.name, param.choices.join(', '), quoted(String(value))),
        );
      }
      return value;
    case 'board':
      if (typeof value !== 'string' || value.trim() === '') {
        throw new InputError(words().puzzles.needsBoard(param.name, param.names !== undefined));
      }
      return value;
  }
};

/**
 * Checks options against an entry's declarations: every name declared, every
 * value of its kind and in range. Unset values (undefined, a switch left off)
 * are dropped; the rest are returned as given.
 */
export const checkOptions = (
  id: string,
  params: readonly ParamDeclaration[],
  options: PuzzleOptions,
): PuzzleOptions => {
  const checked: Record<string, OptionValue> = {};
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined || value === false) continue;
    const param = params.find((declared) => declared.name === name);
    if (!param) throw new InputError(words().puzzles.doesNotTake(id, name));
    checked[name] = checkValue(param, value);
  }
  return checked;
};

/** The options that change the puzzle: set, and not the declared default, in declaration order. */
export const essentialOptions = (
  params: readonly ParamDeclaration[],
  options: PuzzleOptions,
): [ParamDeclaration, OptionValue][] =>
  params.flatMap((param): [ParamDeclaration, OptionValue][] => {
    const value = options[param.name];
    if (value === undefined || value === false) return [];
    if ((param.kind === 'integer' || param.kind === 'choice') && value === param.default) return [];
    return [[param, value]];
  });

/** Reads a checked option of a family's own: a whole number, or undefined when not given. */
export const integerOption = (options: PuzzleOptions, name: string): number | undefined => {
  const value = options[name];
  if (value === undefined || typeof value === 'number') return value;
  throw new InputError(words().puzzles.mustBeWhole(name));
};

export const booleanOption = (options: PuzzleOptions, name: string): boolean => {
  const value = options[name];
  if (value === undefined || typeof value === 'boolean') return value === true;
  throw new InputError(words().puzzles.isASwitch(name));
};

export const textOption = (options: PuzzleOptions, name: string): string | undefined => {
  const value = options[name];
  if (value === undefined || typeof value === 'string') return value;
  throw new InputError(words().puzzles.needsText(name));
};

/** A word as a shell reads it back: bare when safe, else in single quotes. */
const shellWord = (text: string): string =>
  /^[\w.,:/=+-]+$/.test(text) ? text : `'${text.replace(/'/g, "'\\''")}'`;

/**
 * The flags that give these options on the command line, defaults left out:
 * `--n 2`, `--hole 1 --anywhere` (what `tobikoe play <id> …` needs to reproduce them).
 */
export const optionFlags = (params: readonly ParamDeclaration[], options: PuzzleOptions): string =>
  essentialOptions(params, options)
    .map(([param, value]) =>
      value === true ? `--${param.name}` : `--${param.name} ${shellWord(String(value))}`,
    )
    .join(' ');
