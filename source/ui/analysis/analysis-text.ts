/** The analysis screen's sentences (no Ink here). */
import type { Board } from '../../puzzles/puzzle.js';
import { count, seconds } from '../../text/format.js';
import type { AnalysisOutcome, StartVerdict } from '../../worker/protocol.js';

type Analysed = Extract<AnalysisOutcome, { kind: 'analysed' }>;

export const positions = (value: number): string =>
  `${count(value)} position${value === 1 ? '' : 's'}`;
export const moves = (value: number): string => `${value} move${value === 1 ? '' : 's'}`;

/** How big the space is and how far its positions lie from the goal. */
export const spaceText = (outcome: Analysed): string => {
  const { analysis, dead, reachable } = outcome;
  const time = seconds(analysis.ms);
  if (!analysis.complete) {
    const measured = analysis.from === 'goal' ? 'of the goal' : 'of the start';
    return `too large to walk whole: stopped after ${positions(analysis.positions)}, all within ${moves(analysis.diameter)} ${measured} (${time})`;
  }
  if (analysis.from === 'start') {
    return `${positions(analysis.positions)} · farthest ${moves(analysis.diameter)} from the start · ${time}`;
  }
  if (reachable !== undefined && dead !== undefined) {
    if (analysis.positions === 0) {
      return `${positions(reachable)} from the start, and none of them can reach the goal · ${time}`;
    }
    return `${positions(reachable)} from the start: ${count(analysis.positions)} can still reach the goal, at most ${moves(analysis.diameter)} away, and ${count(dead)} are dead ends · ${time}`;
  }
  return `${positions(analysis.positions)} · the farthest ${moves(analysis.diameter)} from the goal · ${time}`;
};

export const verdictText = (verdict: StartVerdict): string => {
  if (verdict.kind === 'unsolvable') return `the start cannot reach the goal: ${verdict.reason}`;
  if (verdict.length === 0) return 'the start is already a goal';
  return `the start is ${moves(verdict.length)} from the goal`;
};

/** Positions by their distance, as the screen lists them: a walk's or a whole map's. */
export type Layers = {
  readonly histogram: readonly number[];
  /** Positions at each distance that can be drawn and played. */
  readonly samples: readonly (readonly Board[])[];
  readonly from: 'goal' | 'start';
  /** The samples are drawn uniformly from each layer (a whole map), not the first found (a walk). */
  readonly sampled: boolean;
};

export const walkLayers = ({ analysis, samples }: Analysed): Layers => ({
  histogram: analysis.histogram,
  samples,
  from: analysis.from,
  sampled: false,
});

/** The line over the positions shown: how many lie at this depth, and which of them are drawn. */
export const depthListText = (
  { histogram, samples, from, sampled }: Layers,
  depth: number,
  first: number,
  shownCount: number,
): string => {
  const toward = from === 'goal' ? 'from the goal' : 'from the start';
  const atDepth = histogram[depth] ?? 0;
  const kept = samples[depth]?.length ?? 0;
  const some = sampled ? `a sample of ${count(kept)}` : `the first ${count(kept)}`;
  const parts = [`${positions(atDepth)} ${moves(depth)} ${toward}`];
  if (kept > shownCount) {
    parts.push(
      `${first + 1}–${Math.min(kept, first + shownCount)} of ${kept < atDepth ? some : count(kept)}`,
    );
  } else if (kept < atDepth) parts.push(`${some} shown`);
  return parts.join(' · ');
};

/** The depth shown first: the farthest positions, which are what a player looks for. */
export const firstDepth = ({ samples }: Layers): number => {
  for (let depth = samples.length - 1; depth >= 0; depth--) {
    if ((samples[depth]?.length ?? 0) > 0) return depth;
  }
  return 0;
};

/** What the keys do while the window is too small for the analysis. */
export const ANALYSIS_SIZE_KEYS = 'Esc goes back · Ctrl-C quits';
