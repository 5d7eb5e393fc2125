/**
 * The solve panel's watch mode and bound comparison, as pure steps (see
 * panel-state.ts): what a key does while a search is watched node by node, or
 * while the bounds are compared.
 */
import type { Algorithm } from '../search/search-events.js';
import type { Panel, PanelFacts, PanelUpdate, WatchPlayback } from './panel-types.js';
import { algorithmKeys, type SolveAction } from './solve-keys.js';
import { DEFAULT_WATCH_SPEED, WATCH_SPEEDS } from './watch-speeds.js';

export type { WatchPlayback } from './panel-types.js';

export const newPlayback = (): WatchPlayback => ({ playing: true, speed: DEFAULT_WATCH_SPEED });

/** Starts watching `algorithm` from the panel's position, at the speed last chosen. */
export const startWatching = (panel: Panel, algorithm: Algorithm): PanelUpdate => ({
  panel: { ...panel, view: 'watch', playback: { ...panel.playback, playing: true } },
  effect: { kind: 'watch', algorithm },
});

/** A key while watching. */
export const pressWatching = (
  panel: Panel,
  action: SolveAction,
  facts: PanelFacts,
): PanelUpdate => {
  const now = panel.playback;
  const to = (change: Partial<WatchPlayback>): PanelUpdate => ({
    panel: { ...panel, playback: { ...now, ...change } },
  });
  const chosen = algorithmKeys.find(([, name]) => name === action)?.[1];
  if (chosen) {
    if (facts.available.includes(chosen)) return startWatching(panel, chosen);
    return { panel: { ...panel, refused: chosen } };
  }
  switch (action) {
    case 'back':
      return { panel: { ...panel, view: 'solve' }, effect: { kind: 'stop-watch' } };
    case 'play':
      return to({ playing: !now.playing });
    case 'step-node':
      // One node at a time is for a paused search; running, it is already moving.
      return now.playing ? { panel } : { panel, effect: { kind: 'watch-step' } };
    case 'node-back':
      // Looking back pauses: the node shown stays until `.` or Space.
      return {
        panel: { ...panel, playback: { ...now, playing: false } },
        effect: { kind: 'watch-back' },
      };
    case 'faster':
      return to({ speed: Math.min(WATCH_SPEEDS.length - 1, now.speed + 1) });
    case 'slower':
      return to({ speed: Math.max(0, now.speed - 1) });
    default:
      return { panel };
  }
};

/** A key while the bounds are compared: Esc stops the comparison, then leaves it. */
export const pressBounds = (panel: Panel, action: SolveAction, facts: PanelFacts): PanelUpdate => {
  if (action !== 'back') return { panel };
  if (facts.comparingBounds) return { panel, effect: { kind: 'stop-bounds' } };
  return { panel: { ...panel, view: 'solve' }, effect: { kind: 'clear-bounds' } };
};
