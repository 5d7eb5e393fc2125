import {
  type BoardParam,
  type OptionValue,
  paramValues,
  type SteppedParam,
  valueLabel,
} from '../../puzzles/params.js';
import type { PuzzleEntry, PuzzleOptions } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';

/** One setting the menu's ← → can choose for an entry. */
export type MenuChoice = { readonly label: string; readonly options: PuzzleOptions };

/** One thing the menu's ← → go through for an entry: its presets, or one parameter's values. */
export type OptionChoice = {
  /** The word the key hint uses: the parameter's name, or `preset` (in the current language). */
  readonly name: string;
  readonly choices: readonly MenuChoice[];
  /** The index of the entry's usual setting (no options). */
  readonly usual: number;
  /** The range shown beside the value, e.g. `1–8`. */
  readonly range: string;
};

const found = new WeakMap<PuzzleEntry, readonly OptionChoice[]>();

type MenuBoardParam = BoardParam & { readonly menu: NonNullable<BoardParam['menu']> };

const fromParam = (param: SteppedParam): OptionChoice => {
  const values: readonly OptionValue[] = paramValues(param);
  return {
    name: param.name,
    choices: values.map((value) => ({
      // Read when shown, as the preset's words: the choices outlive a change of language.
      get label() {
        return valueLabel(param, value);
      },
      options: value === param.default ? {} : { [param.name]: value },
    })),
    usual: Math.max(0, values.indexOf(param.default)),
    range: `${values[0]}–${values[values.length - 1]}`,
  };
};

/** A board parameter the menu steps through by its names (the page's patterns). */
const fromBoardNames = (param: MenuBoardParam): OptionChoice => {
  const names = param.names ?? [];
  return {
    name: param.name,
    choices: names.map((name) => ({
      get label() {
        return param.menu.label.replace('#', name);
      },
      options: name === param.menu.usual ? {} : { [param.name]: name },
    })),
    usual: Math.max(0, names.indexOf(param.menu.usual)),
    range: names.join(' '),
  };
};

/**
 * What the menu's keys step through for `entry`, from its declarations: its
 * presets, or each stepped parameter (← → change the first; Tab moves the keys
 * on to the next). Empty when it has none. No puzzle is named here.
 */
export const optionChoices = (entry: PuzzleEntry): readonly OptionChoice[] => {
  const known = found.get(entry);
  if (known) return known;
  let axes: OptionChoice[];
  if (entry.presets && entry.presets.length > 1) {
    const usual = entry.presets.findIndex((preset) => Object.keys(preset.options).length === 0);
    const count = entry.presets.length;
    axes = [
      {
        // Read when shown: the language may change while the choices are kept.
        get name() {
          return words().menu.preset;
        },
        choices: entry.presets,
        usual: Math.max(0, usual),
        get range() {
          return words().menu.presets(count);
        },
      },
    ];
  } else {
    axes = entry.params.flatMap((param): OptionChoice[] => {
      if ((param.kind === 'integer' || param.kind === 'choice') && param.stepped === true) {
        return [fromParam(param)];
      }
      if (param.kind === 'board' && param.menu && (param.names?.length ?? 0) > 1) {
        return [fromBoardNames(param as MenuBoardParam)];
      }
      return [];
    });
  }
  found.set(entry, axes);
  return axes;
};

/** The first thing ← → change for `entry`, or undefined when it has none. */
export const optionChoice = (entry: PuzzleEntry): OptionChoice | undefined =>
  optionChoices(entry)[0];

/** The index `delta` (±1) away, wrapping around. */
export const stepChoice = (choice: OptionChoice, index: number, delta: number): number => {
  const count = choice.choices.length;
  return (((index + delta) % count) + count) % count;
};

/** The chosen index of each axis of `entry`: `chosen` where given, else the usual one. */
export const chosenIndices = (
  entry: PuzzleEntry,
  chosen: readonly number[] | undefined,
): number[] => optionChoices(entry).map((axis, index) => chosen?.[index] ?? axis.usual);

/** The options to create `entry` with when the menu shows `chosen` (none when all are usual). */
export const optionsFor = (
  entry: PuzzleEntry,
  chosen: readonly number[] | undefined,
): PuzzleOptions => {
  const indices = chosenIndices(entry, chosen);
  return Object.assign(
    {},
    ...optionChoices(entry).map((axis, index) => axis.choices[indices[index]]?.options ?? {}),
  );
};

/** How the menu's title reads the choices: `n = 4`, `start2 → goal3`. */
export const choicesLabel = (entry: PuzzleEntry, chosen: readonly number[] | undefined): string => {
  const indices = chosenIndices(entry, chosen);
  const labels = optionChoices(entry).map(
    (axis, index) => axis.choices[indices[index]]?.label ?? '',
  );
  const boards = entry.params.filter((param) => param.kind === 'board' && param.menu);
  return labels.join(boards.length === labels.length && labels.length === 2 ? ' → ' : ', ');
};

export const choiceLabel = (choice: OptionChoice, index: number): string =>
  choice.choices[index]?.label ?? '';
