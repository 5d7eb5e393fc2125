/**
 * The solve panel's midend: what a key or an autoplay tick does to the panel,
 * as a pure function (no Ink, no timers). The searches themselves live
 * elsewhere; the panel hears what it needs of them as `PanelFacts`, and asks
 * for one with the `PanelEffect` an update returns.
 */
import type { Move } from '../puzzles/puzzle.js';
import { type Algorithm, countsAnswers } from '../search/search-events.js';
import type { Panel, PanelFacts, PanelUpdate, Stepping } from './panel-types.js';
import { algorithmKeys, type SolveAction } from './solve-keys.js';
import { newPlayback, pressBounds, pressWatching, startWatching } from './watch-panel.js';

/** Autoplay speeds in milliseconds per step; `+` goes right, `-` left. */
export const SPEEDS = [1000, 600, 350, 200, 100] as const;
const DEFAULT_SPEED = 1;

export type {
  Panel,
  PanelEffect,
  PanelFacts,
  PanelUpdate,
  Stepping,
} from './panel-types.js';

export const newPanel = (): Panel => ({
  view: 'solve',
  stepping: { step: 0, answer: 0, playing: false, speed: DEFAULT_SPEED },
  playback: newPlayback(),
  refused: null,
  busy: false,
  counting: null,
});

/** The answer on show: the chosen one of the list (the list may have shrunk). */
export const shownAnswerIndex = (panel: Panel, facts: Pick<PanelFacts, 'answers'>): number =>
  Math.min(panel.stepping.answer, Math.max(0, facts.answers.length - 1));

const shownAnswer = (panel: Panel, facts: PanelFacts): readonly Move[] =>
  facts.answers[shownAnswerIndex(panel, facts)] ?? [];

const isAlgorithm = (action: SolveAction): action is Algorithm =>
  algorithmKeys.some(([, name]) => name === action);

/** A new search: the solve view, the answer from its start, the speed kept. */
const solving = (
  panel: Panel,
  algorithm: Algorithm,
  all: boolean,
  counting: Panel['counting'] = null,
): PanelUpdate => ({
  panel: {
    ...panel,
    view: 'solve',
    stepping: { ...newPanel().stepping, speed: panel.stepping.speed },
    counting,
  },
  effect: { kind: 'solve', algorithm, all },
});

const back = (panel: Panel, facts: PanelFacts): PanelUpdate => {
  if (panel.view === 'compare') {
    if (facts.comparing) return { panel, effect: { kind: 'stop-compare' } };
    if (facts.run) return { panel: { ...panel, view: 'solve' }, effect: { kind: 'clear-compare' } };
    return { panel, effect: { kind: 'close' } };
  }
  return { panel, effect: facts.run?.running ? { kind: 'cancel' } : { kind: 'close' } };
};

/** The keys that walk through a found answer. */
const walk = (panel: Panel, action: SolveAction, facts: PanelFacts): PanelUpdate => {
  const moves = shownAnswer(panel, facts);
  const end = moves.length;
  const now = panel.stepping;
  const to = (stepping: Partial<Stepping>): PanelUpdate => ({
    panel: { ...panel, stepping: { ...now, ...stepping } },
  });
  const clamp = (step: number): number => Math.max(0, Math.min(end, step));
  const count = facts.answers.length;
  switch (action) {
    case 'adopt':
      return { panel, effect: { kind: 'adopt', moves: moves.slice(0, now.step) } };
    case 'next':
      return to({ playing: false, step: clamp(now.step + 1) });
    case 'previous':
      return to({ playing: false, step: clamp(now.step - 1) });
    case 'first':
      return to({ playing: false, step: 0 });
    case 'last':
      return to({ playing: false, step: end });
    case 'play':
      return to({ playing: !now.playing, step: !now.playing && now.step >= end ? 0 : now.step });
    case 'faster':
      return to({ speed: Math.min(SPEEDS.length - 1, now.speed + 1) });
    case 'slower':
      return to({ speed: Math.max(0, now.speed - 1) });
    case 'next-answer':
    case 'previous-answer': {
      if (count <= 1) return { panel };
      const delta = action === 'next-answer' ? 1 : -1;
      return to({ step: 0, playing: false, answer: (now.answer + delta + count) % count });
    }
    default:
      return { panel };
  }
};

/**
 * What a key (already mapped through the key table; undefined: a key that
 * means nothing here) does. A refusal and "searching…" answer one key and end
 * with the next; the word that answers are counted with another algorithm
 * lasts while that count is on show, and ends when the panel shows anything else.
 */
export const pressPanel = (
  current: Panel,
  action: SolveAction | undefined,
  facts: PanelFacts,
): PanelUpdate => {
  const update = pressed(current, action, facts);
  return update.panel.view !== 'solve' && update.panel.counting !== null
    ? { ...update, panel: { ...update.panel, counting: null } }
    : update;
};

const pressed = (
  current: Panel,
  action: SolveAction | undefined,
  facts: PanelFacts,
): PanelUpdate => {
  const panel: Panel =
    current.refused === null && !current.busy
      ? current
      : { ...current, refused: null, busy: false };
  if (action === undefined) return { panel };
  if (panel.view === 'watch') return pressWatching(panel, action, facts);
  if (panel.view === 'bounds') return pressBounds(panel, action, facts);
  if (action === 'watch') {
    return startWatching(panel, facts.run ? facts.run.algorithm : facts.preferred);
  }
  if (action === 'bounds') {
    if (!facts.available.includes('ida')) return { panel: { ...panel, refused: 'ida' } };
    return { panel: { ...panel, view: 'bounds' }, effect: { kind: 'bounds' } };
  }
  if (action === 'back') return back(panel, facts);
  if (isAlgorithm(action)) {
    if (facts.available.includes(action)) return solving(panel, action, false);
    return { panel: { ...panel, refused: action } };
  }
  if (action === 'compare') {
    const algorithms = algorithmKeys
      .map(([, name]) => name)
      .filter((name) => facts.available.includes(name));
    return { panel: { ...panel, view: 'compare' }, effect: { kind: 'compare', algorithms } };
  }
  if (action === 'all') {
    // Counted with the algorithm chosen; bidirectional and best-first searches cannot, so the
    // puzzle's own algorithm does instead, and the panel says so.
    const chosen = facts.run?.algorithm ?? facts.preferred;
    if (countsAnswers(chosen)) return solving(panel, chosen, true);
    const instead = countsAnswers(facts.preferred)
      ? facts.preferred
      : (facts.available.find(countsAnswers) ?? chosen);
    return solving(panel, instead, true, { chosen, instead });
  }
  // The rest walk through an answer, which needs one on show: during a search, say so.
  if (panel.view === 'solve' && facts.run?.running) return { panel: { ...panel, busy: true } };
  if (panel.view !== 'solve' || facts.run === undefined) return { panel };
  if (facts.answers.length === 0) return { panel };
  return walk(panel, action, facts);
};

/** One autoplay step: forward, stopping at the end of the shown answer. */
export const tickPanel = (panel: Panel, facts: Pick<PanelFacts, 'answers'>): Panel => {
  const end = (facts.answers[shownAnswerIndex(panel, facts)] ?? []).length;
  const now = panel.stepping;
  if (!now.playing) return panel;
  return {
    ...panel,
    stepping: now.step >= end ? { ...now, playing: false } : { ...now, step: now.step + 1 },
  };
};
