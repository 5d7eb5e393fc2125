/** Words of the searches: their names, and what they say when they stop. */
export const search = {
  algorithms: {
    bfs: 'breadth-first',
    bidir: 'bidirectional breadth-first',
    iddfs: 'plain iterative deepening',
    ida: 'IDA* (iterative deepening with a lower bound)',
  },
};
