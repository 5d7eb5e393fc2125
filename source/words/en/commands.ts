/** Words the headless commands print: headings, results, warnings and errors. */
export const commands = {
  titled: (title: string, id: string) => `${title} (${id})`,
  startGoal: (start: string, goal: string) => `start ${start}, goal: ${goal}`,
  solve: {
    unknownAlgo: (name: string, algorithms: string) =>
      `unknown --algo '${name}'; use ${algorithms}`,
    either: (names: readonly string[]) =>
      names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`,
    cannotUse: (id: string, algorithm: string, available: string) =>
      `${id} cannot be solved with --algo ${algorithm}; use ${available}`,
    boundIsForIda: (algorithm: string) => `--bound is for --algo ida, not ${algorithm}`,
    allCountsWith: (counters: string, algorithm: string) =>
      `--all counts solutions with ${counters}, not ${algorithm}`,
    boundText: (name: string, text: string) => `, bound ${name}: ${text}`,
    countingAll: ', counting every optimal solution',
    withExtra: (total: number, note: string) => ` (${total} with ${note})`,
    solved: (length: number, extra: string, nodes: string, time: string, rate: string) =>
      `solved in ${length} moves${extra}, ${nodes} nodes, ${time}, ${rate}`,
    solutions: (count: string) => `${count} optimal solutions`,
    startLabel: 'start',
    stepLabel: (step: number, move: string) => `${step}: ${move}`,
  },
  limits: {
    nodesNeeded: '--limit-nodes needs a whole number of nodes, 1 or more',
    secondsNeeded: '--limit-s needs a number of seconds above 0, such as 2 or 0.5',
    or: ' or ',
    needsNoStore: (instead: string) => `${instead} needs no such store`,
    noOther: 'no other algorithm applies',
    larger: (flag: string, instead: string) =>
      `a larger ${flag}${instead ? ` or ${instead}` : ''} may finish`,
    advised: (sentence: string, advice: string) => `${sentence}; ${advice}`,
    about: (time: string) => `about ${time}`,
    between: (low: string, high: string) => `${low} to ${high}`,
    willTakeLong: (stage: string, depth: number, time: string, growth: string) =>
      `tobikoe: ${stage} ${depth} will likely take ${time} (nodes grew ${growth} an iteration); --limit-s or --limit-nodes stop a search`,
  },
  failure: {
    noSolution: (why: string) => `no solution: ${why}`,
    cancelled: 'cancelled',
    internal: (message: string) => `internal error: ${message}`,
    cannotWrite: (why: string) => `tobikoe: cannot write the output: ${why}`,
    noSpace: 'no space left on the device',
    quota: 'the disk quota is used up',
    stdoutClosed: 'stdout is closed',
    ioError: 'an input/output error',
    unknownError: 'unknown error',
  },
  review: {
    needsMoves: 'review needs --moves, e.g. --moves "0-5 2-3" (peg chains 0-5-12)',
    heading: (title: string, id: string, start: string) => `${title} (${id}), start ${start}`,
  },
  bounds: {
    startGoal: (start: string, goal: string) => `start ${start}, goal ${goal}`,
    plan: (count: number, seconds: number, total: string) =>
      `${count} searches, each stopped after ${seconds} s: up to ${total} in all`,
    heading: (plan: string) => `IDA* with each lower bound, then none; ${plan}`,
    defaultLimit: (seconds: number) => `the default limit of ${seconds} s (--limit-s)`,
    allStopped: (limit: string) =>
      `every bound's search stopped at ${limit} before the goal; a larger limit may finish`,
  },
  list: {
    lowerBounds: (names: string) => `lower bounds: ${names}`,
  },
};
