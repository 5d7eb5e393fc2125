/**
 * The one key table of the app: the screens map key presses to actions with
 * it, and the `?` screen prints it. No Ink here: a key press is described by
 * the fields Ink's `useInput` reports, which this type is a subset of.
 */

export type KeyPress = {
  readonly upArrow?: boolean;
  readonly downArrow?: boolean;
  readonly leftArrow?: boolean;
  readonly rightArrow?: boolean;
  readonly return?: boolean;
  readonly escape?: boolean;
  readonly ctrl?: boolean;
  readonly meta?: boolean;
};

export type PlayAction =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'select'
  | 'drop'
  | 'undo'
  | 'redo'
  | 'restart'
  | 'solve'
  | 'hint'
  | 'analysis'
  | 'help'
  | 'back'
  | 'quit';

export type MenuAction = 'up' | 'down' | 'open' | 'option-down' | 'option-up' | 'help' | 'quit';

/** Parts of the play screen that come with later screens; their keys exist only when they do. */
export type Feature = 'solve' | 'hint' | 'analysis';
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

const plain = (key: KeyPress): boolean => !key.ctrl && !key.meta;
const letter =
  <A extends string>(char: string, action: A) =>
  (input: string, key: KeyPress): A | undefined =>
    input === char && plain(key) ? action : undefined;

export const isCtrlC = (input: string, key: KeyPress): boolean =>
  key.ctrl === true && input === 'c';

export const playBindings: readonly Binding<PlayAction>[] = [
  {
    keys: '← ↑ ↓ →  h j k l',
    asciiKeys: 'arrows  h j k l',
    does: 'move the cursor',
    hint: 'arrows move',
    hintRank: 1,
    action: (input, key) => {
      if (key.upArrow || (input === 'k' && plain(key))) return 'up';
      if (key.downArrow || (input === 'j' && plain(key))) return 'down';
      if (key.leftArrow || (input === 'h' && plain(key))) return 'left';
      if (key.rightArrow || (input === 'l' && plain(key))) return 'right';
      return undefined;
    },
  },
  {
    keys: 'Enter  Space',
    does: 'pick up a piece; then move it to a lit cell',
    hint: 'Enter pick',
    action: (input, key) => (key.return || input === ' ' ? 'select' : undefined),
  },
  {
    keys: 'Esc',
    does: 'put the piece down (ends a peg chain)',
    action: (_input, key) => (key.escape ? 'drop' : undefined),
  },
  { keys: 'u', does: 'undo', hint: 'u undo', action: letter('u', 'undo') },
  { keys: 'r', does: 'redo', hint: 'r redo', hintRank: 2, action: letter('r', 'redo') },
  {
    keys: 'R',
    does: 'restart (u takes it back)',
    hint: 'R restart',
    hintRank: 4,
    action: letter('R', 'restart'),
  },
  {
    keys: 's',
    does: 'solve panel',
    hint: 's solve',
    feature: 'solve',
    action: letter('s', 'solve'),
  },
  {
    keys: 't',
    does: 'tip: the next move',
    hint: 't tip',
    hintRank: 5,
    feature: 'hint',
    action: letter('t', 'hint'),
  },
  {
    keys: 'a',
    does: 'analysis',
    hint: 'a analysis',
    hintRank: 3,
    feature: 'analysis',
    action: letter('a', 'analysis'),
  },
  { keys: '?', does: 'rules and keys', hint: '? help', action: letter('?', 'help') },
  { keys: 'q', does: 'back to the menu', hint: 'q menu', action: letter('q', 'back') },
  {
    keys: 'Ctrl-C',
    does: 'quit',
    action: (input, key) => (isCtrlC(input, key) ? 'quit' : undefined),
  },
];

export const menuBindings: readonly Binding<MenuAction>[] = [
  {
    keys: '↑ ↓  k j',
    asciiKeys: 'up down  k j',
    does: 'choose a puzzle',
    hint: '↑↓ choose',
    asciiHint: 'up/down choose',
    action: (_input, key) => (key.upArrow ? 'up' : key.downArrow ? 'down' : undefined),
  },
  {
    keys: '← →',
    asciiKeys: 'left right',
    does: 'change its size or first hole',
    hint: '←→ size/hole',
    asciiHint: 'left/right size/hole',
    action: (_input, key) =>
      key.leftArrow ? 'option-down' : key.rightArrow ? 'option-up' : undefined,
  },
  {
    keys: 'Enter',
    does: 'play it',
    hint: 'Enter play',
    action: (_input, key) => (key.return ? 'open' : undefined),
  },
  { keys: '?', does: 'its rules', hint: '? rules', action: letter('?', 'help') },
  {
    keys: 'q  Ctrl-C',
    does: 'quit',
    hint: 'q quit',
    action: (input, key) =>
      (input === 'q' && plain(key)) || isCtrlC(input, key) ? 'quit' : undefined,
  },
];

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

/**
 * The hint line: the active bindings' hints in table order, leaving out the
 * lowest-ranked ones until it fits in `width` (the `?` screen lists them all).
 */
export const hintLine = <A extends string>(
  bindings: readonly Binding<A>[],
  features: Features = {},
  ascii = false,
  width = Number.POSITIVE_INFINITY,
): string => {
  let shown = activeBindings(bindings, features).filter((binding) => binding.hint !== undefined);
  const text = (): string =>
    shown
      .map((binding) => (ascii ? (binding.asciiHint ?? binding.hint) : binding.hint))
      .join(ascii ? ' | ' : ' · ');
  while (text().length > width && shown.length > 1) {
    const lowest = shown.reduce((low, binding) =>
      (binding.hintRank ?? 9) < (low.hintRank ?? 9) ? binding : low,
    );
    shown = shown.filter((binding) => binding !== lowest);
  }
  return text();
};

/** Sections of the key table, in the order the help screen shows them. */
export const keyTable = (
  features: Features = {},
): { readonly where: string; readonly bindings: readonly Binding<string>[] }[] => [
  { where: 'play', bindings: activeBindings(playBindings, features) },
  { where: 'menu', bindings: menuBindings },
];

/**
 * Ink hands plain characters that arrive together (fast typing, a busy
 * machine, a paste) to one handler call as one string: split it into one key
 * press per character so none is lost.
 */
export const splitKeys = (input: string, key: KeyPress): [string, KeyPress][] => {
  if (input.length <= 1 || key.ctrl || key.meta || input.startsWith('\u001B'))
    return [[input, key]];
  return [...input].map((char): [string, KeyPress] => [
    char,
    char === '\r' || char === '\n' ? { ...key, return: true } : { ...key, return: false },
  ]);
};
