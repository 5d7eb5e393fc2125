/** Words of the solve panel's tables (compare, bounds) and of watch mode. */

export const solveTables = {
  compare: {
    columns: {
      algorithm: 'algorithm',
      length: 'length',
      iterations: 'iterations',
      nodes: 'nodes',
      time: 'time',
      held: 'held',
      memory: 'memory',
    },
    /** What the iterations column counts for each kind of search. */
    timesAre: 'times: each search alone, in turn, warmed first, tables apart',
    outOfStep:
      '* more time than a search with 3× its nodes: its nodes cost more (positions kept, a heap, its bound) or the machine was busy',
    iterationsAre: 'iterations: layers (BFS), limits (IDA*), f (A*), h (greedy)',
    waiting: 'waiting',
    gaveUp: 'gave up',
    stopped: 'stopped',
    none: 'none',
    limit: 'limit',
    failed: 'failed',
    gaveUpLine: (time: string) => `gave up: no answer within ${time}`,
    keepsAtMost: (name: string, positions: string) =>
      `limit: ${name} keeps at most ${positions} positions`,
    limitNames: { nodes: 'nodes', time: 'time' },
    stoppedAt: (name: string, limit: string) => `limit: ${name} stopped at its ${limit} limit`,
  },
  bounds: {
    columns: {
      bound: 'bound',
      start: 'start',
      moves: 'moves',
      nodes: 'nodes',
      time: 'time',
      memory: 'memory',
    },
    waiting: 'waiting',
    stopped: 'stopped',
  },
};

const plural = (value: string, word: string): string =>
  `${value} ${word}${value === '1' ? '' : 's'}`;

export const solveWatch = {
  standing: (label: string, node: string, total: string) =>
    `${label} · node ${node} · ${total} in all`,
  layer: (layer: number) => `layer ${layer}`,
  layerBoth: (layer: number) => `layer ${layer} of both sides`,
  expanded: (layer: string, positions: string) => `${layer} · ${positions} positions expanded`,
  estimate: (g: number, h: number, f: number, limit: number) =>
    `g ${g} + h ${h} = f ${f} ≤ limit ${limit}`,
  bestFirstNode: (g: number, h: number, f: number) => `g ${g} + h ${h} = f ${f}`,
  greedyNode: (g: number, h: number) => `h ${h} (g ${g} moves from the start)`,
  openSet: (open: string, stored: string, stage: string, best: string) =>
    `open set ${open} · stored ${stored} · least ${stage} open ${best}`,
  ofLimit: (g: number, limit: number) => `g ${g} of depth limit ${limit}`,
  fromStart: (g: number) => `g ${g}: ${plural(String(g), 'move')} from the start`,
  fromGoal: (g: number) => `g ${g}: ${plural(String(g), 'move')} from the goal`,
  path: (length: number) => `path (${length})`,
  pathFromGoal: (length: number) => `path from the goal (${length})`,
  atStart: 'the start',
  atGoal: 'the goal',
  pruned: (f: number, limit: number, move: string) => `pruned: f ${f} > limit ${limit} (${move})`,
  prunedMore: (more: string) => `pruned ${more} more, then:`,
  tree: (layer: number, left: string, next: string, stored: string) =>
    `layer ${layer}: ${left} to expand, ${next} next, ${stored} stored`,
  startSide: (tree: string) => `start side, ${tree}`,
  goalSide: (tree: string) => `goal side, ${tree}`,
  growingStart: 'growing from the start',
  growingGoal: 'growing from the goal',
  pace: (nodes: string) => `${plural(nodes, 'node')} a frame`,
  everySeconds: (seconds: number) =>
    seconds === 1 ? '1 node a second' : `1 node every ${seconds} s`,
  perSecond: (nodes: string) => `${nodes} nodes a second`,
  playing: (pace: string) => `▶ ${pace}`,
  paused: (pace: string) => `❚❚ paused (${pace})`,
  starting: (pace: string) => `starting… ${pace}`,
  metAt: (board: string) => `met at ${board}`,
  lookingBack: (back: string, node: string, reach: string) =>
    `◂ ${plural(back, 'node')} back: node ${node} in all (, goes up to ${reach} back, . forward, Space goes on)`,
  perDepth: 'nodes per depth, this iteration',
  /** The growth of the search (growth-chart.tsx): nodes per iteration and the factor between. */
  growth: {
    title: 'nodes per iteration (log scale), × the one before',
    mean: (factor: string) => `each ≈ ${factor} the one before`,
    lastCut: 'the last stopped at the goal',
    compact: (factors: string) => `growth: ${factors}`,
  },
  /** The bidirectional watch's two frontiers (frontier-chart.tsx). */
  frontiers: {
    title: 'positions per layer: from the start ▸ … ◂ from the goal',
    /** The title where early layers did not fit: which of each side are off the chart. */
    offChart: (forward: number, backward: number) =>
      `positions per layer · off the chart: ${[
        forward > 0 ? `0-${forward - 1} ▸` : '',
        backward > 0 ? `◂ 0-${backward - 1}` : '',
      ]
        .filter((part) => part !== '')
        .join(', ')}`,
    met: (length: number) => `◆ met: ${plural(String(length), 'move')} in all`,
    meetingShown: 'the board shows the meeting position, ( ) where it differs from the start',
  },
};
