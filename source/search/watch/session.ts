import type { Board, Move, NamedBound, Puzzle } from '../../puzzles/puzzle.js';
import { words } from '../../words/words.js';
import { findBound } from '../bound-choice.js';
import type { BreadthLayers } from '../breadth-layers.js';
import { DEEPENING_DEPTH_CAP } from '../deepening-pass.js';
import { replay } from '../replay.js';
import { type Algorithm, guided, type IterationEvent } from '../search-events.js';
import { checkSolvable, Unsolvable } from '../solver.js';
import { BestFirstNodeSearch } from './best-first-node-search.js';
import { BidirNodeSearch } from './bidir-node-search.js';
import { BreadthNodeSearch } from './breadth-node-search.js';
import { DeepeningNodeSearch } from './deepening-node-search.js';
import { type NodeFacts, WatchHistory } from './node-history.js';
import {
  PRUNED_SHOWN,
  type Pruned,
  type TreeFrame,
  type WatchEnd,
  type WatchFrame,
} from './watch-frame.js';

/** A search run a few nodes at a time; each advance answers with what to draw. */
export type WatchSession = {
  /**
   * Visits up to `nodes` more nodes (stopping at the end) and says where the
   * search stands. A negative count steps back that many nodes through the
   * history (as far as it reaches); after a step back a positive count first
   * steps forward through the history again, then visits new nodes.
   */
  advance(nodes: number): WatchFrame;
};

const treeFrame = (tree: BreadthLayers): TreeFrame => ({
  depth: tree.depth,
  layerLeft: tree.layerLeft,
  nextLayer: tree.nextLayer,
  stored: tree.store.count,
  layers: tree.layerSizes(),
});

type Machine = DeepeningNodeSearch | BreadthNodeSearch | BidirNodeSearch | BestFirstNodeSearch;

const makeMachine = (
  puzzle: Puzzle,
  start: Board,
  algorithm: Algorithm,
  bound: NamedBound | undefined,
  onCutoff: (cutoff: Pruned) => void,
): Machine => {
  switch (algorithm) {
    case 'bfs':
      return new BreadthNodeSearch(puzzle, start);
    case 'bidir':
      return new BidirNodeSearch(puzzle, start);
    case 'iddfs':
      return new DeepeningNodeSearch(puzzle, start, undefined, onCutoff);
    case 'ida':
      return new DeepeningNodeSearch(puzzle, start, bound, onCutoff);
    case 'astar':
    case 'greedy':
      return new BestFirstNodeSearch(
        puzzle,
        start,
        bound ?? findBound(puzzle, undefined),
        algorithm === 'greedy',
      );
  }
};

const whyNot = (machine: Machine): string => {
  if (machine.ending === 'too-large') {
    return words().search.watchTooLarge;
  }
  if (machine.ending === 'too-deep') return words().search.noAnswerWithin(DEEPENING_DEPTH_CAP);
  return words().search.everyLineSearched(machine.totalNodes.toLocaleString('en-US'));
};

/**
 * Opens a watched search of `algorithm` (IDA* with `boundName`, by default the
 * puzzle's first bound) from `start`. Positions no search can solve end at
 * once, as `solve` would say.
 */
export const openWatch = (
  puzzle: Puzzle,
  start: Board,
  algorithm: Algorithm,
  boundName?: string,
): WatchSession => {
  const bound = guided(algorithm) ? findBound(puzzle, boundName) : undefined;
  let hopeless: string | null = null;
  try {
    checkSolvable(puzzle, start, algorithm);
  } catch (error) {
    if (!(error instanceof Unsolvable)) throw error;
    hopeless = error.message;
  }
  const pruned: Pruned[] = [];
  let prunedCount = 0;
  const machine = makeMachine(puzzle, start, algorithm, bound, (cutoff) => {
    prunedCount++;
    pruned.push(cutoff);
    if (pruned.length > PRUNED_SHOWN) pruned.shift();
  });
  let end: WatchEnd | null = hopeless === null ? null : { kind: 'unsolvable', reason: hopeless };
  const deepening = machine instanceof DeepeningNodeSearch ? machine : null;
  const history = new WatchHistory(puzzle.cellCount, deepening ? deepening.path.length : 0);
  /** Nodes before the newest the frame shows (`,` steps back). */
  let behind = 0;
  const nodeFacts = (): NodeFacts => {
    if (machine instanceof DeepeningNodeSearch) {
      return {
        depth: machine.depth,
        estimate: bound ? machine.estimate : null,
        limit: machine.limit,
        iteration: machine.iterations.length + 1,
        link: 0,
        side: 'forward',
      };
    }
    if (machine instanceof BestFirstNodeSearch) {
      const at = Math.max(0, machine.search.at);
      return {
        depth: machine.search.depthOf(at),
        estimate: machine.search.estimateOf(at),
        limit: machine.layer,
        iteration: machine.iterations.length + 1,
        link: at,
        side: 'forward',
      };
    }
    const tree = machine instanceof BreadthNodeSearch ? machine.tree : machine.near;
    return {
      depth: tree.depth,
      estimate: null,
      limit: null,
      iteration: machine.iterations.length + 1,
      link: tree.at,
      side: machine instanceof BidirNodeSearch ? machine.growing : 'forward',
    };
  };
  // A watched search's time is the time it spent searching, not the time the
  // player spent watching: the clock runs only inside `advance`.
  let searching = 0;
  let since = 0;
  const clock = (): number => searching + performance.now() - since;
  // When each finished iteration ended, on that clock.
  const ended: number[] = [];
  const iterations = (): IterationEvent[] =>
    machine.iterations.map((event, index) => ({ ...event, ms: ended[index] ?? event.ms }));

  const finish = (): WatchEnd => {
    const moves: Move[] | null = machine.solution;
    if (!moves) return { kind: 'unsolvable', reason: whyNot(machine) };
    try {
      replay(puzzle, start, moves);
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
    return {
      kind: 'solved',
      moves,
      nodes: machine.totalNodes,
      ms: clock(),
      iterations: iterations(),
    };
  };

  /** The live frame with the node `behind` nodes back in place of the newest. */
  const pastFrame = (live: WatchFrame): WatchFrame => {
    const past = history.at(behind);
    const trees = machine instanceof BidirNodeSearch ? machine : null;
    const tree = trees
      ? trees[past.side]
      : machine instanceof BreadthNodeSearch
        ? machine.tree
        : null;
    const path = tree
      ? tree.pathTo(past.link)
      : machine instanceof BestFirstNodeSearch
        ? machine.search.pathTo(past.link)
        : history.pathAt(behind);
    return {
      ...live,
      board: Array.from(past.board),
      path,
      depth: tree || machine instanceof BestFirstNodeSearch ? path.length : past.depth,
      estimate: past.estimate,
      limit: past.limit,
      iteration: past.iteration,
      node: past.node,
      pruned: [],
      prunedCount: 0,
      // The side that node was on, not the side growing now.
      growing: trees ? past.side : live.growing,
      // Counted as they were at that node: one numbering for the standing line and the look back.
      totalNodes: past.node,
      iterationNodes:
        past.node -
        machine.iterations
          .slice(0, past.iteration - 1)
          .reduce((sum, event) => sum + event.nodes, 0),
    };
  };

  const frame = (advanced: number): WatchFrame => {
    const live = liveFrame(advanced);
    return behind > 0 ? pastFrame(live) : live;
  };

  const liveFrame = (advanced: number): WatchFrame => {
    const deep = machine instanceof DeepeningNodeSearch ? machine : null;
    const wide = machine instanceof BreadthNodeSearch ? machine : null;
    const both = machine instanceof BidirNodeSearch ? machine : null;
    const best = machine instanceof BestFirstNodeSearch ? machine : null;
    const path = deep
      ? Array.from(deep.path.subarray(0, deep.depth))
      : wide
        ? wide.tree.pathTo(wide.tree.at)
        : best
          ? best.search.pathTo(best.search.at)
          : both
            ? both.near.pathTo(both.near.at)
            : [];
    const iterationNodes = deep
      ? deep.iterationNodes
      : wide
        ? Math.max(0, wide.tree.at - wide.tree.layerStart + 1)
        : both
          ? Math.max(0, both.near.at - both.near.layerStart + 1)
          : best
            ? best.iterationNodes
            : 0;
    const at = best ? Math.max(0, best.search.at) : 0;
    const finishedNodes = machine.iterations.reduce((sum, event) => sum + event.nodes, 0);
    return {
      algorithm,
      bound: bound?.name ?? null,
      board: Array.from(machine.board),
      path,
      depth: deep ? deep.depth : path.length,
      estimate: deep && bound ? deep.estimate : best ? best.search.estimateOf(at) : null,
      limit: deep ? deep.limit : best ? best.layer : null,
      iteration: machine.iterations.length + (machine.done ? 0 : 1),
      iterationNodes,
      totalNodes: finishedNodes + (machine.done ? 0 : iterationNodes),
      advanced,
      perDepth: deep ? Array.from(deep.perDepth.subarray(0, deep.limit + 1)) : [],
      cutoffs: deep ? deep.cutoffs : 0,
      pruned: [...pruned],
      prunedCount,
      forward: wide ? treeFrame(wide.tree) : both ? treeFrame(both.forward) : null,
      backward: both ? treeFrame(both.backward) : null,
      growing: both ? both.growing : null,
      meeting: both?.meeting ? Array.from(both.meeting) : null,
      open: best
        ? {
            open: best.search.open.size,
            stored: best.search.store.count,
            best: best.search.bestOpen,
          }
        : null,
      iterations: iterations(),
      behind,
      reach: history.reach,
      node: history.count,
      end,
    };
  };

  return {
    advance(nodes) {
      pruned.length = 0;
      prunedCount = 0;
      if (nodes < 0) {
        behind = Math.min(history.reach, behind - nodes);
        return frame(0);
      }
      // Forward through what was seen before any new node.
      const again = Math.min(behind, nodes);
      behind -= again;
      let advanced = again;
      since = performance.now();
      // The two searches of a bidirectional one meeting is a moment to see: the advance stops there.
      const apart = machine instanceof BidirNodeSearch && machine.meeting === null;
      while (end === null && advanced < nodes) {
        const result = machine.next();
        if (machine.iterations.length > ended.length) ended.push(clock());
        if (result === 'node') {
          advanced++;
          history.record(machine.board, nodeFacts(), deepening?.path);
          if (apart && machine.meeting !== null && !machine.done) break;
        } else if (result === 'done') end = finish();
      }
      // A search that ended on this advance's last node says so in this frame.
      if (end === null && machine.done) end = finish();
      searching = clock();
      return frame(advanced);
    },
  };
};
