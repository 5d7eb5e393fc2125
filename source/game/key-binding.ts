/**
 * What a key binding is, and the helpers every key table uses. No Ink here: a
 * key press is described by the fields Ink's `useInput` reports, which this
 * type is a subset of (`input-tokens.ts` reads them from the terminal).
 */

export type KeyPress = {
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly pageUp?: boolean;
  readonly pageDown?: boolean;
  readonly home?: boolean;
  readonly end?: boolean;
  readonly return?: boolean;
  readonly escape?: boolean;
  readonly tab?: boolean;
  readonly backspace?: boolean;
  readonly delete?: boolean;
  readonly ctrl?: boolean;
  readonly meta?: boolean;
  readonly shift?: boolean;
  /** The mouse wheel turned up or down over a screen: the keys of its list, where it has one. */
  readonly wheelUp?: boolean;
  readonly wheelDown?: boolean;
};

import { columns } from '../text/wrap.js';
import { words } from '../words/words.js';

/** Parts of the play screen that come with later screens; their keys exist only when they do. */
export type Feature = 'solve' | 'hint' | 'analysis' | 'coach';
export type Features = Readonly<Partial<Record<Feature, boolean>>>;

export type Binding<A extends string> = {
  /** The keys as the help screen shows them. */
  readonly keys: string;
  /** The same in plain ASCII, when different. */
  readonly asciiKeys?: string;
  readonly does: string;
  /** A few words for the hint line under the board; no hint when absent. */
  readonly hint?: string;
  readonly asciiHint?: string;
  /** When the hint line is too long, hints with a lower rank go first (default 9). */
  readonly hintRank?: number;
  readonly feature?: Feature;
  readonly action: (input: string, key: KeyPress) => A | undefined;
};

/** A binding's words, from the key table's catalogue (`words().keys`). */
export type BindingWords = {
  readonly does: string;
  readonly hint?: string;
  readonly asciiHint?: string;
  /** The keys, where they are named in words (`any other key`). */
  readonly keys?: string;
};

/**
 * A binding whose words are read from the catalogue each time they are shown,
 * so a language switched at run time shows on the next render: `words` picks
 * them (`() => words().keys.play.undo`). A hint with no words (`Home/End`)
 * may stay on `binding`.
 */
export const worded = <A extends string>(
  texts: () => BindingWords,
  binding: Omit<Binding<A>, 'does' | 'keys'> & { readonly keys?: string },
): Binding<A> => {
  const getters: PropertyDescriptorMap = {};
  for (const name of Object.keys(texts()) as (keyof BindingWords)[]) {
    getters[name] = { get: () => texts()[name], enumerable: true };
  }
  return Object.defineProperties(
    Object.defineProperties({}, Object.getOwnPropertyDescriptors(binding)),
    getters,
  ) as Binding<A>;
};

export const plain = (key: KeyPress): boolean => !key.ctrl && !key.meta;

/** A binding's action for one plain character. */
export const letter =
  <A extends string>(char: string, action: A) =>
  (input: string, key: KeyPress): A | undefined =>
    input === char && plain(key) ? action : undefined;

/** ← → (h l, the mouse wheel): the previous and the next of what a screen steps through. */
export const leftRightBinding = (
  texts: () => BindingWords,
  hints: Pick<Binding<string>, 'hint' | 'asciiHint'> = {},
): Binding<'next' | 'previous'> =>
  worded(texts, {
    // Read as shown, so the wheel is named in the language of the moment.
    get keys() {
      return `← →  h l  ${words().keys.wheel}`;
    },
    get asciiKeys() {
      return `left right  h l  ${words().keys.wheel}`;
    },
    ...hints,
    action: (input, key) =>
      key.rightArrow || key.wheelDown || (input === 'l' && plain(key))
        ? 'next'
        : key.leftArrow || key.wheelUp || (input === 'h' && plain(key))
          ? 'previous'
          : undefined,
  });

/** ↑ ↓ (k j, the mouse wheel): `up` and `down`, whatever a screen calls them. */
export const upDownBinding = <U extends string, D extends string>(
  texts: () => BindingWords,
  up: U,
  down: D,
  hints: Pick<Binding<string>, 'hint' | 'asciiHint'> = {},
): Binding<U | D> =>
  worded(texts, {
    // Read as shown, so the wheel is named in the language of the moment.
    get keys() {
      return `↑ ↓  k j  ${words().keys.wheel}`;
    },
    get asciiKeys() {
      return `up down  k j  ${words().keys.wheel}`;
    },
    ...hints,
    action: (input, key) =>
      key.upArrow || key.wheelUp || (input === 'k' && plain(key))
        ? up
        : key.downArrow || key.wheelDown || (input === 'j' && plain(key))
          ? down
          : undefined,
  });

export const isCtrlC = (input: string, key: KeyPress): boolean =>
  key.ctrl === true && input === 'c';

export const activeBindings = <A extends string>(
  bindings: readonly Binding<A>[],
  features: Features = {},
): Binding<A>[] =>
  bindings.filter((binding) => binding.feature === undefined || features[binding.feature] === true);

/** The action a key press means, or undefined when it means nothing here. */
export const actionOf = <A extends string>(
  bindings: readonly Binding<A>[],
  input: string,
  key: KeyPress,
  features: Features = {},
): A | undefined => {
  for (const binding of activeBindings(bindings, features)) {
    const action = binding.action(input, key);
    if (action !== undefined) return action;
  }
  return undefined;
};

/** Items joined by `separator`, broken into lines of at most `width` between items. */
export const joinInLines = (
  items: readonly string[],
  width: number,
  separator: string,
): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const joined = line === '' ? item : `${line}${separator}${item}`;
    if (line !== '' && columns(joined) > width) {
      lines.push(line);
      line = item;
    } else line = joined;
  }
  if (line !== '') lines.push(line);
  return lines;
};

/** One hint of a key bar as drawn: its binding, its text, and the column it starts at on its line. */
export type HintPlace<A extends string> = {
  readonly binding: Binding<A>;
  readonly text: string;
  readonly from: number;
};

/**
 * The key bar: the active bindings' hints in table order, on at most `rows`
 * lines of `width`, leaving out the lowest-ranked ones until they fit (the `?`
 * screen lists them all), each with where it stands on its line. `{option}`
 * in a hint is filled from `words` (the menu: the highlighted puzzle's option
 * name); a hint whose word is not given is left out.
 */
export const hintPlaces = <A extends string>(
  bindings: readonly Binding<A>[],
  features: Features = {},
  ascii = false,
  width = Number.POSITIVE_INFINITY,
  rows = 1,
  words: Readonly<Record<string, string>> = {},
): HintPlace<A>[][] => {
  const fill = (hint = ''): string =>
    hint.replace(/\{(\w+)\}/g, (_, word: string) => words[word] ?? '');
  const complete = (hint: string): boolean =>
    [...hint.matchAll(/\{(\w+)\}/g)].every(([, word]) => words[word] !== undefined);
  const separator = ascii ? ' | ' : ' · ';
  let shown = activeBindings(bindings, features).filter(
    (binding) => binding.hint !== undefined && complete(binding.hint),
  );
  const lines = (): HintPlace<A>[][] => {
    const placed: HintPlace<A>[][] = [];
    let line: HintPlace<A>[] = [];
    let end = 0;
    for (const binding of shown) {
      const text = fill(ascii ? (binding.asciiHint ?? binding.hint) : binding.hint);
      const from = line.length === 0 ? 0 : end + separator.length;
      if (line.length > 0 && from + columns(text) > width) {
        placed.push(line);
        line = [{ binding, text, from: 0 }];
        end = columns(text);
      } else {
        line.push({ binding, text, from });
        end = from + columns(text);
      }
    }
    if (line.length > 0) placed.push(line);
    return placed;
  };
  while (lines().length > Math.max(1, rows) && shown.length > 1) {
    const lowest = shown.reduce((low, binding) =>
      (binding.hintRank ?? 9) < (low.hintRank ?? 9) ? binding : low,
    );
    shown = shown.filter((binding) => binding !== lowest);
  }
  return lines();
};

/** One line of a key bar as text. */
export const keyBarLine = <A extends string>(
  line: readonly HintPlace<A>[],
  ascii = false,
): string => line.map((place) => place.text).join(ascii ? ' | ' : ' · ');

/** The binding whose hint is at column `x` of key bar line `y`, if any. */
export const hintAt = <A extends string>(
  places: readonly (readonly HintPlace<A>[])[],
  x: number,
  y: number,
): Binding<A> | undefined =>
  places[y]?.find((place) => x >= place.from && x < place.from + columns(place.text))?.binding;

/** Keys tried, in order, for the one a binding answers to (a click on its hint presses it). */
const CANDIDATE_PRESSES: readonly (readonly [string, KeyPress])[] = [
  ...Array.from({ length: 95 }, (_, code): [string, KeyPress] => {
    const char = String.fromCharCode(32 + code);
    return [char, /[A-Z]/.test(char) ? { shift: true } : {}];
  }),
  ...(
    [
      { return: true },
      { escape: true },
      { tab: true },
      { upArrow: true },
      { downArrow: true },
      { leftArrow: true },
      { rightArrow: true },
      { pageUp: true },
      { pageDown: true },
      { home: true },
      { end: true },
      { backspace: true },
      { delete: true },
    ] as const
  ).map((press): [string, KeyPress] => ['', press]),
];

/** A key press `binding` answers to, found by asking it: what a click on its hint types. */
export const pressFor = <A extends string>(binding: Binding<A>): [string, KeyPress] | undefined =>
  CANDIDATE_PRESSES.find(([input, key]) => binding.action(input, key) !== undefined) as
    | [string, KeyPress]
    | undefined;
