/**
 * The view a solve panel opens in, when not the usual solve (a lesson's step
 * opens a solve with its algorithm, a comparison of some algorithms, the
 * bounds or a watched search at a pace), as a pure step.
 */
import type { Algorithm } from '../search/search-events.js';
import { type Panel, type PanelFacts, type PanelUpdate, pressPanel } from './panel-state.js';
import { startWatching } from './watch-panel.js';
import { watchSpeedNamed } from './watch-speeds.js';

export type PanelStart =
  /** A search with `algorithm`, its answer shown to step through. */
  | { readonly view: 'solve'; readonly algorithm: Algorithm }
  /** The comparison: `algorithms` in turn (every one the puzzle has, when not told). */
  | { readonly view: 'compare'; readonly algorithms?: readonly Algorithm[] }
  | { readonly view: 'bounds' }
  /** `algorithm` watched node by node, at `speed` (a name of `WATCH_SPEEDS`; the pace last chosen when not told). */
  | { readonly view: 'watch'; readonly algorithm: Algorithm; readonly speed?: string };

/**
 * The panel opened in `start`: what its key would do (an algorithm the puzzle
 * lacks gives way to its own), from whatever view it was in (a lesson's next step).
 */
export const openPanelIn = (current: Panel, start: PanelStart, facts: PanelFacts): PanelUpdate => {
  // Each view's key is read from the solve view: from a watch or the bounds, it would mean nothing.
  const panel: Panel = { ...current, view: 'solve', refused: null, busy: false, counting: null };
  const usable = (algorithm: Algorithm): Algorithm =>
    facts.available.includes(algorithm) ? algorithm : facts.preferred;
  switch (start.view) {
    case 'solve':
      return pressPanel(panel, usable(start.algorithm), facts);
    case 'compare': {
      const algorithms = start.algorithms?.filter((name) => facts.available.includes(name));
      if (!algorithms || algorithms.length === 0) return pressPanel(panel, 'compare', facts);
      return { panel: { ...panel, view: 'compare' }, effect: { kind: 'compare', algorithms } };
    }
    case 'bounds':
      return pressPanel(panel, 'bounds', facts);
    case 'watch': {
      const opened = startWatching(panel, usable(start.algorithm));
      if (start.speed === undefined) return opened;
      const playback = { ...opened.panel.playback, speed: watchSpeedNamed(start.speed) };
      return { ...opened, panel: { ...opened.panel, playback } };
    }
  }
};
