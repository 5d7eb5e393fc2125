/** Words of the searches: their names, and what they say when they stop. */
export const search = {
  algorithms: {
    bfs: 'breadth-first',
    bidir: 'bidirectional breadth-first',
    iddfs: 'plain iterative deepening',
    ida: 'IDA* (iterative deepening with a lower bound)',
    astar: 'A* (best-first on moves so far plus the lower bound)',
    greedy: 'greedy best-first (on the lower bound alone, not always shortest)',
  },
  noBound: 'no lower bound: plain iterative deepening',
  notApplicable: {
    algorithm: (algorithm: string) => `${algorithm} does not apply to this puzzle`,
    bound: (algorithm: string) => `${algorithm} takes no lower bound`,
    counting: (algorithm: string) => `${algorithm} cannot count every answer`,
    guide: (algorithm: string) => `${algorithm} follows a lower bound and cannot go without one`,
  },
  noSolutionWithin: (moves: number) => `no solution within ${moves} moves`,
  noAnswerWithin: (moves: number) => `no answer within ${moves} moves`,
  everyLineSearched: (nodes: string) =>
    `the goal cannot be reached from this position: every line of play was searched (${nodes} nodes)`,
  noLineOfPlay: 'no line of play from here reaches the goal',
  cannotDeal:
    'this puzzle cannot deal new starts: its goal is a test, and its positions are too many to find every goal',
  watchTooLarge: 'breadth-first search stopped: too many positions to keep; watch IDA* instead',
  noStartAt: (length: number, lengths: string) =>
    `no start is ${length} moves from the goal; ${lengths}`,
  noRandom:
    'no position can be drawn at random here: its positions are too many to list, and the puzzle draws none of its own',
  randomMissed: 'no position that may be dealt was drawn in many tries',
  shuffleParity: (moves: number, why: string) =>
    `a shuffle of ${moves} moves cannot end on a start that may be dealt (${why})`,
  cannotShuffle: 'this puzzle cannot be shuffled: it has no goal boards to walk out from',
  storedTablesWrong: (names: string) =>
    `stored tables that could overestimate were set aside and built again (${names})`,
  tablesWrong: (name: string, why: string) =>
    `the ${name} bound's stored tables were wrong (${why}): set aside, built again, and the search run again`,
  mapWorkerStopped: 'a map worker stopped',
  map: {
    layerSizes: 'its layers are not the sizes its marks give',
    goalsFirst: 'its goals are not its first layer',
    notMarked: (layer: number) => `a position of layer ${layer} is not marked so`,
    noNearer: (layer: number) => `a position of layer ${layer} has no neighbour one move nearer`,
    notExact: 'its marks are not the distances a search from the goal gives',
    notBuilt: 'its marks are not the map this version makes',
    unproved:
      'a map this large is used only when it is the one this version makes, and this one is not known',
  },
};
