/**
 * The view a solve panel opens in, when not the usual solve (a lesson opens
 * the comparison, the bounds or a watched search at once), as a pure step.
 */
import type { Algorithm } from '../search/search-events.js';
import { type Panel, type PanelFacts, type PanelUpdate, pressPanel } from './panel-state.js';
import { startWatching } from './watch-panel.js';

export type PanelStart =
  | { readonly view: 'compare' }
  | { readonly view: 'bounds' }
  | { readonly view: 'watch'; readonly algorithm: Algorithm };

/** The panel opened in `start`: what its key would do (watching `start.algorithm` where it is available). */
export const openPanelIn = (panel: Panel, start: PanelStart, facts: PanelFacts): PanelUpdate => {
  switch (start.view) {
    case 'compare':
      return pressPanel(panel, 'compare', facts);
    case 'bounds':
      return pressPanel(panel, 'bounds', facts);
    case 'watch':
      return startWatching(
        panel,
        facts.available.includes(start.algorithm) ? start.algorithm : facts.preferred,
      );
  }
};
