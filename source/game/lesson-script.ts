/**
 * A lesson as the play screen gives it: a short script of steps, each a view
 * of the solve panel and a caption, walked one step at a time (PgDn, PgUp).
 */
import type { PanelStart } from './panel-start.js';

export type LessonScript = {
  /** Each step's view, in order (at least one). */
  readonly views: readonly PanelStart[];
  /** The caption of step `index` (from 0), in the language of the moment. */
  caption(index: number): string;
};

/** The step `delta` steps from `index`, kept within the script (the first and the last stay put). */
export const stepBy = (script: LessonScript, index: number, delta: number): number =>
  Math.max(0, Math.min(script.views.length - 1, index + delta));
