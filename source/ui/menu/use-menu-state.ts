import { useEffect, useState } from 'react';
import type { Features, KeyPress } from '../../game/game.js';
import { catalogue } from '../../puzzles/catalogue.js';
import type { PuzzleEntry, PuzzleOptions } from '../../puzzles/puzzle.js';
import { type Opened, openEntry } from '../common/opened.js';
import { chosenIndices, optionChoices, optionsFor, stepChoice } from './choices.js';
import { type MenuKeyTargets, menuKey } from './menu-keys.js';
import { listRows } from './menu-rows.js';

/** What the menu's keys and clicks lead to outside it. */
export type MenuWays = {
  /** The id highlighted first (the puzzle the player came back from). */
  readonly highlight: string;
  readonly onHighlight: (id: string) => void;
  /** The choices of each entry's ← → (an index into each of its `optionChoices`), by id. */
  readonly choices: Readonly<Record<string, readonly number[]>>;
  readonly onChoice: (id: string, chosen: readonly number[]) => void;
  readonly onOpen: (opened: Opened) => void;
  /** `n`: open it with the new-position dialog first. */
  readonly onNew?: (opened: Opened) => void;
  readonly onQuit: () => void;
  /** `l`: the lessons. */
  readonly onLessons?: () => void;
  /** `r`: the records of every puzzle. */
  readonly onRecords?: () => void;
  /** `L`: the other language, kept in the settings. */
  readonly onLanguage?: () => void;
  readonly features: Features;
};

/**
 * The menu's state: the list, the highlighted entry, which of its options ← →
 * change, the help and the last problem, and every key's action on them.
 */
export const useMenuState = (ways: MenuWays) => {
  const { choices, onChoice, onOpen, onNew, features } = ways;
  const [help, setHelp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read at mount: the catalogue may have gained an entry since this module loaded (tests).
  const [{ entries, first, items }] = useState(listRows);
  const [entryById] = useState(() => new Map(entries.map((entry) => [entry.id, entry])));

  // The highlight lives here, moved by functional updates, so keys that come
  // faster than renders (a held arrow) each move it from where the last one left it.
  const [highlighted, setHighlighted] = useState(() =>
    Math.max(
      0,
      items.findIndex((item) => item.value === ways.highlight),
    ),
  );
  const current = entryById.get(items[highlighted]?.value ?? '') ?? catalogue[0];
  const { onHighlight } = ways;
  useEffect(() => onHighlight(items[highlighted].value), [highlighted, onHighlight, items]);
  const chosenValue = (entry: PuzzleEntry): readonly number[] =>
    chosenIndices(entry, choices[entry.id]);
  const optionsOf = (entry: PuzzleEntry): PuzzleOptions => optionsFor(entry, chosenValue(entry));
  // Which of the highlighted entry's options ← → change (Tab moves on); back to the first on a new entry.
  const [axisOf, setAxisOf] = useState<{ readonly id: string; readonly axis: number }>({
    id: '',
    axis: 0,
  });
  const axes = optionChoices(current);
  const axis = axisOf.id === current.id ? Math.min(axisOf.axis, Math.max(0, axes.length - 1)) : 0;

  const open = (entry: PuzzleEntry, then = onOpen): void => {
    try {
      then(openEntry(entry, optionsOf(entry)));
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : String(problem));
    }
  };
  /** A click on an entry not yet highlighted. */
  const highlightAt = (index: number): void => {
    setError(null);
    setHighlighted(index);
  };
  const moveHighlight = (step: number): void => {
    setError(null);
    setHighlighted((index) => (index + step + items.length) % items.length);
  };

  const keyTargets: MenuKeyTargets = {
    features,
    move: moveHighlight,
    open: () => open(current),
    ...(onNew ? { openNew: () => open(current, onNew) } : {}),
    quit: ways.onQuit,
    help: () => setHelp(true),
    ...(ways.onLessons ? { lessons: ways.onLessons } : {}),
    ...(ways.onRecords ? { records: ways.onRecords } : {}),
    ...(ways.onLanguage ? { language: ways.onLanguage } : {}),
    stepOption: (step) => {
      const choice = axes[axis];
      if (!choice) return;
      const chosen = [...chosenValue(current)];
      chosen[axis] = stepChoice(choice, chosen[axis], step);
      onChoice(current.id, chosen);
      setError(null);
    },
    nextOption: () => {
      if (axes.length > 1) setAxisOf({ id: current.id, axis: (axis + 1) % axes.length });
    },
  };
  const onKey = (input: string, key: KeyPress): void => menuKey(keyTargets, input, key);

  return {
    entries,
    first,
    items,
    entryById,
    highlighted,
    current,
    chosenValue,
    optionsOf,
    axes,
    axis,
    open,
    highlightAt,
    onKey,
    help,
    closeHelp: () => setHelp(false),
    error,
  };
};

export type MenuState = ReturnType<typeof useMenuState>;
