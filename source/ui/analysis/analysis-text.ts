/** The analysis screen's sentences (no Ink here). */
import type { Board } from '../../puzzles/puzzle.js';
import { count, seconds } from '../../text/format.js';
import { words } from '../../words/words.js';
import type { AnalysisOutcome, JobOutcome, StartVerdict } from '../../worker/protocol.js';

type Analysed = Extract<AnalysisOutcome, { kind: 'analysed' }>;

export const positions = (value: number): string => words().analysis.positions(value, count(value));
export const moves = (value: number): string => words().analysis.moves(value);

/** How big the space is and how far its positions lie from the goal. */
export const spaceText = (outcome: Analysed): string => {
  const { analysis, dead, reachable } = outcome;
  const time = seconds(analysis.ms);
  const say = words().analysis.space;
  const states = positions(analysis.positions);
  const diameter = moves(analysis.diameter);
  if (!analysis.complete) {
    return say.tooLarge(states, diameter, analysis.from === 'goal', time);
  }
  if (analysis.from === 'start') return say.fromStart(states, diameter, time);
  if (reachable !== undefined && dead !== undefined) {
    if (analysis.positions === 0) return say.noneReach(positions(reachable), time);
    return say.oneWay(positions(reachable), count(analysis.positions), diameter, count(dead), time);
  }
  return say.fromGoal(states, diameter, time);
};

/** How far the board in play is from the goal (the board's own search), or undefined with nothing to say. */
export const boardVerdictText = (distance: {
  readonly pending: boolean;
  readonly outcome: JobOutcome | undefined;
}): string | undefined => {
  const say = words().analysis.verdict;
  if (distance.pending) return say.hereFinding;
  const { outcome } = distance;
  if (outcome?.kind === 'unsolvable') return say.hereCannotReach(outcome.reason);
  if (outcome?.kind !== 'solved') return undefined;
  return outcome.moves.length === 0 ? say.hereGoal : say.hereAway(moves(outcome.moves.length));
};

export const verdictText = (verdict: StartVerdict): string => {
  const say = words().analysis.verdict;
  if (verdict.kind === 'unsolvable') return say.cannotReach(verdict.reason);
  if (verdict.length === 0) return say.alreadyGoal;
  return say.away(moves(verdict.length));
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
  const say = words().analysis;
  const toward = from === 'goal' ? say.fromGoal : say.fromStart;
  const atDepth = histogram[depth] ?? 0;
  const kept = samples[depth]?.length ?? 0;
  const some = sampled ? say.list.sample(count(kept)) : say.list.first(count(kept));
  const parts = [say.list.head(positions(atDepth), moves(depth), toward)];
  if (kept > shownCount) {
    parts.push(
      say.list.range(
        first + 1,
        Math.min(kept, first + shownCount),
        kept < atDepth ? some : count(kept),
      ),
    );
  } else if (kept < atDepth) parts.push(say.list.shown(some));
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
export const analysisSizeKeys = (): string => words().analysis.sizeKeys;
