import { actionOf, type Features, type KeyPress, menuBindings } from '../../game/game.js';

/** What the menu's keys act on: the screen gives each, the key table says which a key means. */
export type MenuKeyTargets = {
  readonly features: Features;
  /** The highlight one entry up (`-1`) or down (`1`), round the ends. */
  readonly move: (step: -1 | 1) => void;
  /** The highlighted entry opened, resumed or asked as its saved game says. */
  readonly open: () => void;
  /** The highlighted entry opened with the new-position dialog (`n`), where the menu has one. */
  readonly openNew?: () => void;
  readonly quit: () => void;
  readonly help: () => void;
  readonly lessons?: () => void;
  readonly records?: () => void;
  readonly language?: () => void;
  /** The highlighted entry's option under ← → one choice down (`-1`) or up (`1`). */
  readonly stepOption: (step: -1 | 1) => void;
  /** ← → go to the entry's next option (Tab). */
  readonly nextOption: () => void;
};

/**
 * Does what a key means in the menu. The list is driven from here, not by its
 * own key handling: keys that arrive together (a held arrow) each move it from
 * where the last one left it.
 */
export const menuKey = (targets: MenuKeyTargets, input: string, key: KeyPress): void => {
  const action = actionOf(menuBindings, input, key, targets.features);
  const does: Readonly<Record<string, (() => void) | undefined>> = {
    up: () => targets.move(-1),
    down: () => targets.move(1),
    open: targets.open,
    new: targets.openNew,
    // Ctrl-C quits from the key router, wherever it stands.
    quit: key.ctrl ? undefined : targets.quit,
    help: targets.help,
    lessons: targets.lessons,
    records: targets.records,
    language: targets.language,
    'option-down': () => targets.stepOption(-1),
    'option-up': () => targets.stepOption(1),
    'option-next': targets.nextOption,
  };
  if (action !== undefined) does[action]?.();
};
