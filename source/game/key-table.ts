/**
 * The one key table of the app: the screens map key presses to actions with
 * it, and the `?` screen prints it (see `key-binding.ts` for what a binding is).
 */

import { LANGUAGE_NAMES } from '../words/language.js';
import { words } from '../words/words.js';
import { analysisBindings } from './analysis-keys.js';
import { dealBindings } from './deal-keys.js';
import { editBindings } from './edit-keys.js';
import { helpBindings } from './help-keys.js';
import {
  activeBindings,
  type Binding,
  type Features,
  isCtrlC,
  type KeyPress,
  letter,
  plain,
  upDownBinding,
  worded,
} from './key-binding.js';
import { lessonBindings, lessonStepBindings } from './lesson-keys.js';
import { recordsBindings } from './records-keys.js';
import { resumeBindings } from './resume-keys.js';
import { reviewBindings, reviewKey } from './review-keys.js';
import { solveBindings } from './solve-keys.js';

export * from './analysis-keys.js';
export * from './deal-keys.js';
export * from './edit-keys.js';
export * from './help-keys.js';
export * from './key-binding.js';
export * from './lesson-keys.js';
export * from './records-keys.js';
export * from './resume-keys.js';
export * from './review-keys.js';
export * from './solve-keys.js';

export type PlayAction =
  | 'up'
  | 'down'
  | 'left'
  | 'right'
  | 'cursor-up'
  | 'cursor-down'
  | 'cursor-left'
  | 'cursor-right'
  | 'select'
  | 'drop'
  | 'undo'
  | 'redo'
  | 'restart'
  | 'solve'
  | 'hint'
  | 'analysis'
  | 'numbers'
  | 'large'
  | 'plain-walls'
  | 'coach'
  | 'review'
  | 'new'
  | 'copy'
  | 'edit'
  | 'help'
  | 'back'
  | 'quit';

export type MenuAction =
  | 'up'
  | 'down'
  | 'open'
  | 'new'
  | 'option-down'
  | 'option-up'
  | 'option-next'
  | 'help'
  | 'lessons'
  | 'records'
  | 'language'
  | 'quit';

export const playBindings: readonly Binding<PlayAction>[] = [
  worded(() => words().keys.play.arrows, {
    keys: '← ↑ ↓ →',
    asciiKeys: 'arrows',
    // {arrows}: the puzzle's word for them (`arrowsWord`): `move`, or `slide` for sliding tiles.
    // A new player's first question: it gives way after the copy, edit, redo and numbers hints.
    hintRank: 5,
    action: (_input, key) => {
      if (key.upArrow) return 'up';
      if (key.downArrow) return 'down';
      if (key.leftArrow) return 'left';
      if (key.rightArrow) return 'right';
      return undefined;
    },
  }),
  worded(() => words().keys.play.cursor, {
    keys: 'h j k l',
    action: (input, key) => {
      if (!plain(key)) return undefined;
      if (input === 'k') return 'cursor-up';
      if (input === 'j') return 'cursor-down';
      if (input === 'h') return 'cursor-left';
      if (input === 'l') return 'cursor-right';
      return undefined;
    },
  }),
  worded(() => words().keys.play.select, {
    keys: 'Enter  Space',
    action: (input, key) => (key.return || input === ' ' ? 'select' : undefined),
  }),
  worded(() => words().keys.play.drop, {
    keys: 'Esc',
    action: (_input, key) => (key.escape ? 'drop' : undefined),
  }),
  worded(() => words().keys.play.undo, { keys: 'u', action: letter('u', 'undo') }),
  worded(() => words().keys.play.redo, { keys: 'r', hintRank: 2, action: letter('r', 'redo') }),
  worded(() => words().keys.play.restart, {
    keys: 'R',
    hintRank: 4,
    action: letter('R', 'restart'),
  }),
  worded(() => words().keys.play.solve, {
    keys: 's',
    feature: 'solve',
    action: letter('s', 'solve'),
  }),
  worded(() => words().keys.play.tip, {
    keys: 't',
    hintRank: 5,
    feature: 'hint',
    action: letter('t', 'hint'),
  }),
  worded(() => words().keys.play.analysis, {
    keys: 'a',
    hintRank: 3,
    feature: 'analysis',
    action: letter('a', 'analysis'),
  }),
  worded(() => words().keys.play.numbers, {
    keys: '#',
    hintRank: 2,
    action: letter('#', 'numbers'),
  }),
  worded(() => words().keys.play.large, {
    keys: 'z',
    action: letter('z', 'large'),
  }),
  worded(() => words().keys.play.plainWalls, { keys: 'p', action: letter('p', 'plain-walls') }),
  worded(() => words().keys.play.coach, {
    keys: 'd',
    hintRank: 6,
    feature: 'coach',
    action: letter('d', 'coach'),
  }),
  reviewKey,
  worded(() => words().keys.play.new, {
    keys: 'n',
    hintRank: 6,
    feature: 'coach',
    action: letter('n', 'new'),
  }),
  worded(() => words().keys.play.copy, {
    keys: 'c',
    hintRank: 1,
    action: letter('c', 'copy'),
  }),
  worded(() => words().keys.play.edit, {
    keys: 'e',
    hintRank: 1,
    action: letter('e', 'edit'),
  }),
  worded(() => words().keys.play.help, { keys: '?', action: letter('?', 'help') }),
  worded(() => words().keys.play.back, { keys: 'q', action: letter('q', 'back') }),
  worded(() => words().keys.play.quit, {
    keys: 'Ctrl-C',
    action: (input, key) => (isCtrlC(input, key) ? 'quit' : undefined),
  }),
];

export const menuBindings: readonly Binding<MenuAction>[] = [
  upDownBinding(() => words().keys.menu.choose, 'up', 'down'),
  worded(() => words().keys.menu.option, {
    keys: '← →',
    asciiKeys: 'left right',
    hint: '←→ {option}',
    asciiHint: 'left/right {option}',
    action: (_input, key) =>
      key.leftArrow ? 'option-down' : key.rightArrow ? 'option-up' : undefined,
  }),
  worded(() => words().keys.menu.next, {
    keys: 'Tab',
    hint: 'Tab {next}',
    action: (_input, key) => (key.tab ? 'option-next' : undefined),
  }),
  worded(() => words().keys.menu.open, {
    keys: 'Enter',
    action: (_input, key) => (key.return ? 'open' : undefined),
  }),
  worded(() => words().keys.menu.new, {
    keys: 'n',
    hintRank: 1,
    feature: 'coach',
    action: letter('n', 'new'),
  }),
  worded(() => words().keys.menu.rules, { keys: '?', action: letter('?', 'help') }),
  // The first hint a narrow window drops (80 columns keep n, r and L): `?` lists it.
  worded(() => words().keys.menu.lessons, {
    keys: 'l',
    hintRank: 0,
    action: letter('l', 'lessons'),
  }),
  worded(() => words().keys.menu.records, {
    keys: 'r',
    hintRank: 1,
    action: letter('r', 'records'),
  }),
  {
    keys: 'L',
    get does() {
      return words().keys.menu.language(LANGUAGE_NAMES.ja);
    },
    hint: 'L {language}',
    hintRank: 1,
    action: letter('L', 'language'),
  },
  worded(() => words().keys.menu.quit, {
    keys: 'q  Ctrl-C',
    action: (input, key) =>
      (input === 'q' && plain(key)) || isCtrlC(input, key) ? 'quit' : undefined,
  }),
];

export type KeySection = {
  readonly where:
    | 'anywhere'
    | 'play'
    | 'solve'
    | 'analysis'
    | 'review'
    | 'new'
    | 'edit'
    | 'resume'
    | 'menu'
    | 'lessons'
    | 'records'
    | 'help';
  /** The heading the help screen gives it. */
  readonly title: string;
  readonly bindings: readonly Binding<string>[];
};

/** Sections of the key table, in the order the help screen shows them. */
/** The record key, on every screen: a recording of the screen starts, or the one under way ends. */
export const recordBinding: Binding<'record'> = worded(() => words().keys.anywhere.record, {
  keys: 'Ctrl-R',
  action: (input, key) => (key.ctrl === true && input === 'r' ? 'record' : undefined),
});

export const isRecordKey = (input: string, key: KeyPress): boolean =>
  recordBinding.action(input, key) === 'record';

export const keyTable = (features: Features = {}): KeySection[] => {
  const say = words().keys.sections;
  return [
    { where: 'play', title: say.play, bindings: activeBindings(playBindings, features) },
    ...(features.solve === true
      ? [{ where: 'solve' as const, title: say.solve, bindings: solveBindings }]
      : []),
    ...(features.analysis === true
      ? [
          {
            where: 'analysis' as const,
            title: say.analysis,
            bindings: analysisBindings,
          },
        ]
      : []),
    ...(features.coach === true
      ? [
          { where: 'review' as const, title: say.review, bindings: reviewBindings },
          {
            where: 'new' as const,
            title: say.new,
            bindings: dealBindings,
          },
        ]
      : []),
    { where: 'edit', title: say.edit, bindings: editBindings },
    { where: 'menu', title: say.menu, bindings: menuBindings },
    {
      where: 'lessons',
      title: say.lessons,
      bindings: [...lessonBindings, ...lessonStepBindings],
    },
    { where: 'records', title: say.records, bindings: recordsBindings },
    {
      where: 'resume',
      title: say.resume,
      bindings: resumeBindings,
    },
    { where: 'help', title: say.help, bindings: helpBindings },
    { where: 'anywhere', title: say.anywhere, bindings: [recordBinding] },
  ];
};
