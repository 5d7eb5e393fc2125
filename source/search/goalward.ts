import type { Board, Puzzle } from '../puzzles/puzzle.js';
import { ANALYSIS_LIMIT, type Analysis, analyze } from './analysis.js';
import { BoardCodec, type BoardKey } from './codec.js';
import { Progress } from './progress.js';
import type { SearchOptions } from './search-events.js';

/**
 * The space as a player explores it: every position measured by the moves it
 * still needs to reach the goal, with a few positions of each distance to
 * play. Reversible puzzles are walked from their goals; one-way puzzles
 * (frogs, pegs) from the start, keeping only the positions that can still
 * reach the goal — their dead ends are counted apart.
 */
export type GoalwardAnalysis = {
  /** Measured from the goal: `histogram[d]` positions need `d` moves. */
  readonly analysis: Analysis;
  /** Positions at each distance, at most `perDepth` of them (the first found). */
  readonly samples: readonly (readonly Board[])[];
  /** One-way puzzles: positions reachable from the start that can no longer reach the goal. */
  readonly dead?: number;
  /** One-way puzzles: every position reachable from the start. */
  readonly reachable?: number;
};

const decoded = (codec: BoardCodec, key: BoardKey, size: number): Board => {
  const board = new Uint8Array(size);
  codec.decode(key, board);
  return board;
};

/** Every position reachable from `start` and the moves between them, as index lists. */
const walkForward = (puzzle: Puzzle, start: Board, progress: Progress) => {
  const codec = new BoardCodec(puzzle);
  const keys: BoardKey[] = [codec.encode(start)];
  const index = new Map<BoardKey, number>([[keys[0], 0]]);
  const children: number[] = [];
  const firstChild: number[] = [];
  const board = new Uint8Array(puzzle.cellCount);
  const buffer = new Int32Array(Math.max(1, puzzle.maxMoves));
  progress.startIteration(0);
  for (let at = 0; at < keys.length; at++) {
    if (keys.length > ANALYSIS_LIMIT) return undefined;
    progress.visit();
    firstChild.push(children.length);
    codec.decode(keys[at], board);
    const count = puzzle.moves(board, buffer);
    for (let i = 0; i < count; i++) {
      puzzle.apply(board, buffer[i]);
      const key = codec.encode(board);
      let child = index.get(key);
      if (child === undefined) {
        child = keys.length;
        index.set(key, child);
        keys.push(key);
      }
      children.push(child);
      puzzle.undo(board, buffer[i]);
    }
  }
  firstChild.push(children.length);
  progress.finishIteration();
  return { codec, keys, children, firstChild };
};

/** One-way puzzles: distances to the goal found backwards over the moves walked forwards. */
const goalwardOneWay = (
  puzzle: Puzzle,
  start: Board,
  options: SearchOptions,
  perDepth: number,
): GoalwardAnalysis | undefined => {
  const progress = new Progress(options);
  const walked = walkForward(puzzle, start, progress);
  if (!walked) return undefined;
  const { codec, keys, children, firstChild } = walked;
  const total = keys.length;
  // Parents of each position, as one list cut by offsets.
  const parentCount = new Int32Array(total + 1);
  for (const child of children) parentCount[child + 1]++;
  for (let i = 0; i < total; i++) parentCount[i + 1] += parentCount[i];
  const parents = new Int32Array(children.length);
  const filled = parentCount.slice(0, total);
  for (let parent = 0; parent < total; parent++) {
    for (let at = firstChild[parent]; at < firstChild[parent + 1]; at++) {
      parents[filled[children[at]]++] = parent;
    }
  }
  const distance = new Int32Array(total).fill(-1);
  const board = new Uint8Array(puzzle.cellCount);
  let layer: number[] = [];
  for (let node = 0; node < total; node++) {
    codec.decode(keys[node], board);
    if (puzzle.isGoal(board)) {
      distance[node] = 0;
      layer.push(node);
    }
  }
  const histogram: number[] = [];
  const samples: Board[][] = [];
  while (layer.length > 0) {
    const depth = histogram.length;
    histogram.push(layer.length);
    samples.push(
      layer.slice(0, perDepth).map((node) => decoded(codec, keys[node], puzzle.cellCount)),
    );
    const next: number[] = [];
    for (const node of layer) {
      for (let at = parentCount[node]; at < parentCount[node + 1]; at++) {
        const parent = parents[at];
        if (distance[parent] >= 0) continue;
        distance[parent] = depth + 1;
        next.push(parent);
      }
    }
    layer = next;
  }
  const alive = histogram.reduce((sum, count) => sum + count, 0);
  const diameter = histogram.length - 1;
  const farthest: Board[] = [];
  for (let node = 0; node < total && diameter >= 0; node++) {
    if (distance[node] === diameter) farthest.push(decoded(codec, keys[node], puzzle.cellCount));
  }
  return {
    analysis: {
      complete: true,
      from: 'goal',
      positions: alive,
      diameter: Math.max(0, diameter),
      histogram,
      farthest,
      ms: progress.elapsed(),
    },
    samples,
    dead: total - alive,
    reachable: total,
  };
};

/**
 * The space measured toward the goal with up to `perDepth` positions of each
 * distance. One-way puzzles too large to walk whole are measured from the
 * start, as `analyze` does.
 */
export const analyzeGoalward = (
  puzzle: Puzzle,
  start: Board,
  options: SearchOptions = {},
  perDepth = 60,
): GoalwardAnalysis => {
  const fromGoals = puzzle.reversible && puzzle.goals !== undefined;
  if (!fromGoals) {
    const oneWay = goalwardOneWay(puzzle, start, options, perDepth);
    if (oneWay) return oneWay;
  }
  const samples: Board[][] = [];
  const analysis = analyze(puzzle, start, options, (depth, keys, codec) => {
    samples[depth] = keys.slice(0, perDepth).map((key) => decoded(codec, key, puzzle.cellCount));
  });
  return { analysis, samples };
};
