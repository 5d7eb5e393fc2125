/** Shared words of numbers, times, depths, lengths, tables and reviews (source/text). */
export const text = {
  milliseconds: (amount: string) => `${amount} ms`,
  seconds: (amount: string) => `${amount} s`,
  perSecond: (amount: string) => `${amount}/s`,
  /** The columns of the per-iteration rows (solve, the panel), and the lines between them. */
  rows: {
    nodes: 'nodes',
    time: 'time',
    elapsed: 'elapsed',
    cutoffs: 'cut-offs',
    folded: (count: number, nodes: string) =>
      `… ${count} earlier ${count === 1 ? 'iteration' : 'iterations'}, ${nodes} nodes`,
    tables: (built: boolean, time: string) => `bound tables ${built ? 'built' : 'read'} in ${time}`,
    /** Tables under way, a step of their own: the search has not started its depths. */
    loading: {
      reading: (size: string, time: string) => `reading bound tables: ${size} · ${time}`,
      building: (size: string, time: string, done: string, left: string) =>
        `building bound tables: ${size}${done ? `, ${done} done` : ''} · ${time}${left ? ` · about ${left} left` : ''}`,
      waiting: (size: string, time: string) =>
        `waiting for bound tables built beside: ${size} · ${time}`,
    },
    /** Beside a time out of step with its nodes (see `outOfStep`). */
    outOfStep: (which: string) =>
      `*${which ? ` ${which}:` : ''} slower than its nodes say: the machine was busy meanwhile (other programs, the memory collector)`,
  },
  duration: {
    years: (amount: string) => `${amount} years`,
    days: (amount: string) => `${amount} days`,
    h: (amount: string) => `${amount} h`,
    min: (amount: string) => `${amount} min`,
    s: (amount: string) => `${amount} s`,
  },
  /** What one iteration is called: IDA* deepens a bound, the others a depth. */
  bound: 'bound',
  depth: 'depth',
  f: 'f',
  h: 'h',
  reached: (
    stage: string,
    finished: number | undefined,
    depth: number,
    nodes: string,
    time: string,
  ) =>
    `${finished === undefined ? `no ${stage} finished` : `${stage} ${finished} searched in full`}, ${stage} ${depth} under way; ${nodes} nodes in ${time}`,
  positionsLimit: (algorithm: string, positions: string) =>
    `${algorithm} search stopped after storing ${positions} positions, the most it keeps`,
  stoppedAt: (flag: string, value: string) => `stopped at ${flag} ${value}`,
  limitSentence: (head: string, reached: string) => `${head}: ${reached}`,
  even: ' (even)',
  odd: ' (odd)',
  none: 'none',
  longerIfFound: ', longer if a search finds one',
  hardestWhole: (top: number) =>
    `hardest stops at ${top}: no position is farther from this goal (every position is known)`,
  hardestSearched: (top: number, near: number) =>
    `hardest stops at ${top}: ${near > 0 ? `a table holds every position up to ${near} moves from the goal; a start farther out` : 'each start'} is found by walking out from the goal, proving each move one farther, which takes seconds by ${top} and longer past it`,
  lengthsFromGoal: (lengths: string) => `${lengths} from this goal`,
  fromThisGoal: (id: string, range: string, more: string, why: string) =>
    `${id}: ${range} from this goal${more}${why ? `; ${why}` : ''}`,
  moves: (count: number) => `${count} ${count === 1 ? 'move' : 'moves'}`,
  movesRange: (from: number, to: number) => `${from}..${to} moves`,
  table: {
    bound: 'bound',
    start: 'start',
    moves: 'moves',
    nodes: 'nodes',
    time: 'time',
    ebf: 'ebf',
    memory: 'memory',
    gaveUpTime: (limit: string) => `gave up at the ${limit} limit`,
    gaveUpNodes: 'gave up at the node limit',
    tablesReady: (time: string) => `tables ready in ${time}`,
  },
  review: {
    noWay: 'no way',
    verdicts: { closer: 'closer', sideways: 'sideways', farther: 'farther', lost: 'lost' },
    unreachable: (moves: string) => `${moves}; the goal cannot be reached from this start`,
    solved: (moves: string, optimal: number, accuracy: number | null) =>
      `solved in ${moves}, optimal ${optimal}, accuracy ${accuracy}%`,
    lostOnTheWay: (moves: string, optimal: number) =>
      `not solved: ${moves} played, and the goal cannot be reached from there (optimal ${optimal})`,
    notSolved: (moves: string, left: number, optimal: number) =>
      `not solved: ${moves} played, ${left} to go from there (optimal ${optimal})`,
    verdictCount: (count: number, verdict: string) => `${count} ${verdict}`,
    leftAt: (move: number) => `move ${move} left every optimal line`,
    allOptimal: 'every move on an optimal line',
    parts: (parts: readonly string[]) => parts.join('; '),
    list: (parts: readonly string[]) => parts.join(', '),
  },
};
