import {
  type OptionValue,
  paramValues,
  type SteppedParam,
  valueLabel,
} from '../../puzzles/params.js';
import type { PuzzleEntry, PuzzleOptions } from '../../puzzles/types.js';

/** One setting the menu's ← → can choose for an entry. */
export type MenuChoice = { readonly label: string; readonly options: PuzzleOptions };

/** What ← → go through for an entry: its presets, or its stepped parameter's values. */
export type OptionChoice = {
  /** The word the key hint uses: the stepped parameter's name, or `preset`. */
  readonly name: string;
  readonly choices: readonly MenuChoice[];
  /** The index of the entry's usual setting (no options). */
  readonly usual: number;
  /** The range shown beside the value, e.g. `1–8`. */
  readonly range: string;
};

const found = new WeakMap<PuzzleEntry, OptionChoice | null>();

const stepped = (entry: PuzzleEntry): SteppedParam | undefined =>
  entry.params.find(
    (param): param is SteppedParam =>
      (param.kind === 'integer' || param.kind === 'choice') && param.stepped === true,
  );

const fromParam = (param: SteppedParam): OptionChoice => {
  const values: readonly OptionValue[] = paramValues(param);
  return {
    name: param.name,
    choices: values.map((value) => ({
      label: valueLabel(param, value),
      options: value === param.default ? {} : { [param.name]: value },
    })),
    usual: Math.max(0, values.indexOf(param.default)),
    range: `${values[0]}–${values[values.length - 1]}`,
  };
};

/** The choices ← → step through for `entry`, from its declarations; undefined when it has none. */
export const optionChoice = (entry: PuzzleEntry): OptionChoice | undefined => {
  const known = found.get(entry);
  if (known !== undefined) return known ?? undefined;
  let choice: OptionChoice | null = null;
  if (entry.presets && entry.presets.length > 1) {
    const usual = entry.presets.findIndex((preset) => Object.keys(preset.options).length === 0);
    choice = {
      name: 'preset',
      choices: entry.presets,
      usual: Math.max(0, usual),
      range: `${entry.presets.length} presets`,
    };
  } else {
    const param = stepped(entry);
    if (param) choice = fromParam(param);
  }
  found.set(entry, choice);
  return choice ?? undefined;
};

/** The index `delta` (±1) away, wrapping around. */
export const stepChoice = (choice: OptionChoice, index: number, delta: number): number => {
  const count = choice.choices.length;
  return (((index + delta) % count) + count) % count;
};

/** The options to create `entry` with when the menu shows choice `index` (none when usual). */
export const optionsFor = (entry: PuzzleEntry, index: number | undefined): PuzzleOptions => {
  const choice = optionChoice(entry);
  if (!choice || index === undefined) return {};
  return choice.choices[index]?.options ?? {};
};

export const choiceLabel = (choice: OptionChoice, index: number): string =>
  choice.choices[index]?.label ?? '';
