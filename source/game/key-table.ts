/**
 * The one key table of the app: the screens map key presses to actions with
 * it, and the `?` screen prints it (see `key-binding.ts` for what a binding is).
 */

import { analysisBindings } from './analysis-keys.js';
import { dealBindings } from './deal-keys.js';
import { editBindings } from './edit-keys.js';
import { helpBindings } from './help-keys.js';
import {
  activeBindings,
  type Binding,
  type Features,
  isCtrlC,
  letter,
  plain,
  upDownBinding,
} from './key-binding.js';
import { resumeBindings } from './resume-keys.js';
import { reviewBindings, reviewKey } from './review-keys.js';
import { solveBindings } from './solve-keys.js';

export * from './analysis-keys.js';
export * from './deal-keys.js';
export * from './edit-keys.js';
export * from './help-keys.js';
export * from './key-binding.js';
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
  | 'language'
  | 'quit';

export const playBindings: readonly Binding<PlayAction>[] = [
  {
    keys: '← ↑ ↓ →',
    asciiKeys: 'arrows',
    does: 'move the cursor; sliding tiles: slide the tile beside the empty cell that way',
    // {arrows}: the puzzle's word for them (`arrowsWord`): `move`, or `slide` for sliding tiles.
    hint: 'arrows {arrows}',
    hintRank: 1,
    action: (_input, key) => {
      if (key.upArrow) return 'up';
      if (key.downArrow) return 'down';
      if (key.leftArrow) return 'left';
      if (key.rightArrow) return 'right';
      return undefined;
    },
  },
  {
    keys: 'h j k l',
    does: 'move the cursor',
    action: (input, key) => {
      if (!plain(key)) return undefined;
      if (input === 'k') return 'cursor-up';
      if (input === 'j') return 'cursor-down';
      if (input === 'h') return 'cursor-left';
      if (input === 'l') return 'cursor-right';
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
  {
    keys: '#',
    does: 'cell numbers beside the board, or the goal again',
    hint: '# numbers',
    hintRank: 2,
    action: letter('#', 'numbers'),
  },
  {
    keys: 'd',
    does: 'coach: distance to the goal, how good each move was, the best moves',
    hint: 'd coach',
    hintRank: 6,
    feature: 'coach',
    action: letter('d', 'coach'),
  },
  reviewKey,
  {
    keys: 'n',
    does: 'a new position: easy, medium, hard or hardest, with its par',
    hint: 'n new',
    hintRank: 6,
    feature: 'coach',
    action: letter('n', 'new'),
  },
  {
    keys: 'c',
    does: "copy this position's code (tobikoe play takes it) to the clipboard, and show it",
    hint: 'c code',
    hintRank: 1,
    action: letter('c', 'copy'),
  },
  {
    keys: 'e',
    does: 'edit the position (and the goal), then play from it',
    hint: 'e edit',
    hintRank: 1,
    action: letter('e', 'edit'),
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
  upDownBinding('choose a puzzle (or click it; a second click plays it)', 'up', 'down', {
    hint: '↑↓ choose',
    asciiHint: 'up/down choose',
  }),
  {
    keys: '← →',
    asciiKeys: 'left right',
    does: 'change its option (its size, its first hole…)',
    hint: '←→ {option}',
    asciiHint: 'left/right {option}',
    action: (_input, key) =>
      key.leftArrow ? 'option-down' : key.rightArrow ? 'option-up' : undefined,
  },
  {
    keys: 'Tab',
    does: 'let ← → change its next option (the goal after the start)',
    hint: 'Tab {next}',
    action: (_input, key) => (key.tab ? 'option-next' : undefined),
  },
  {
    keys: 'Enter',
    does: 'play it',
    hint: 'Enter play',
    action: (_input, key) => (key.return ? 'open' : undefined),
  },
  {
    keys: 'n',
    does: "play a new position of it: easy to hardest, or today's daily",
    hint: 'n new',
    hintRank: 1,
    feature: 'coach',
    action: letter('n', 'new'),
  },
  { keys: '?', does: 'its rules', hint: '? rules', action: letter('?', 'help') },
  {
    keys: 'L',
    does: 'English or Japanese (日本語), kept for next time',
    hint: 'L {language}',
    hintRank: 1,
    action: letter('L', 'language'),
  },
  {
    keys: 'q  Ctrl-C',
    does: 'quit',
    hint: 'q quit',
    action: (input, key) =>
      (input === 'q' && plain(key)) || isCtrlC(input, key) ? 'quit' : undefined,
  },
];

export type KeySection = {
  readonly where:
    | 'play'
    | 'solve'
    | 'analysis'
    | 'review'
    | 'new'
    | 'edit'
    | 'resume'
    | 'menu'
    | 'help';
  /** The heading the help screen gives it. */
  readonly title: string;
  readonly bindings: readonly Binding<string>[];
};

/** Sections of the key table, in the order the help screen shows them. */
export const keyTable = (features: Features = {}): KeySection[] => [
  { where: 'play', title: 'Keys while playing', bindings: activeBindings(playBindings, features) },
  ...(features.solve === true
    ? [{ where: 'solve' as const, title: 'Keys in the solve panel', bindings: solveBindings }]
    : []),
  ...(features.analysis === true
    ? [
        {
          where: 'analysis' as const,
          title: 'Keys in the analysis (a)',
          bindings: analysisBindings,
        },
      ]
    : []),
  ...(features.coach === true
    ? [
        { where: 'review' as const, title: 'Keys in the review (v)', bindings: reviewBindings },
        {
          where: 'new' as const,
          title: 'Keys choosing a new position (n)',
          bindings: dealBindings,
        },
      ]
    : []),
  { where: 'edit', title: 'Keys in the position editor (e)', bindings: editBindings },
  { where: 'menu', title: 'Keys in the menu', bindings: menuBindings },
  {
    where: 'resume',
    title: 'Keys opening a puzzle with a saved game',
    bindings: resumeBindings,
  },
  { where: 'help', title: 'Keys on this screen', bindings: helpBindings },
];
