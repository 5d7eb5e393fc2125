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
    boundIsForIda: (algorithm: string) =>
      `--bound is for --algo ida, astar or greedy, not ${algorithm}`,
    greedyNeedsBound:
      '--algo greedy follows a lower bound: --bound none leaves it nothing to follow',
    allCountsWith: (counters: string, algorithm: string) =>
      `--all counts solutions with ${counters}, not ${algorithm}`,
    boundText: (name: string, text: string) => `, bound ${name}: ${text}`,
    countingAll: ', counting every optimal solution',
    withExtra: (total: number, note: string) => ` (${total} with ${note})`,
    solved: (length: number, extra: string, nodes: string, time: string, rate: string) =>
      `solved in ${length} moves${extra}, ${nodes} nodes, ${time}, ${rate}`,
    solutions: (count: string) => `${count} optimal solutions`,
    timesAre: (elapsed: string, lessWaits: boolean) =>
      `times: the search alone by the wall clock${lessWaits ? ' less its waits for a processor' : ''}, its code warmed first, tables and printing apart (${elapsed} elapsed)`,
    tablesApart: (tables: string) => `${tables}, apart from the search's nodes and depths`,
    notKnownShortest: (optimum: number | null) =>
      optimum === null
        ? 'not known to be the shortest (the optimum was not found within 2,000,000 nodes)'
        : `not known to be the shortest: the shortest is ${optimum} moves`,
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
    defaultLimit: (seconds: number) => `the default limit of ${seconds} s (--limit-s)`,
    willTakeLong: (stage: string, depth: number, time: string, growth: string) =>
      `tobikoe: ${stage} ${depth} will likely take ${time} (nodes grew ${growth} an iteration); --limit-s or --limit-nodes stop a search`,
    mayTakeMinutes: (id: string, positions: string) =>
      `tobikoe: ${id} has ${positions} positions: a hard start can take minutes to solve; --limit-s S stops the search after S seconds`,
  },
  failure: {
    outOfMemory:
      'not enough memory: the system would not give what this needs (is a memory limit set, such as ulimit -v?)',
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
    allStopped: (limit: string) =>
      `every bound's search stopped at ${limit} before the goal; a larger limit may finish`,
  },
  list: {
    lowerBounds: (names: string) => `lower bounds: ${names}`,
    /** What one move is, by `Puzzle.moveShape`. */
    moveShape: {
      path: 'a move: the cells a piece visits, from first (typed 0-5)',
      press: 'a move: one cell pressed (typed 12)',
    },
  },
  analyze: {
    measured: (positions: string, diameter: number, from: 'goal' | 'start', time: string) =>
      `${positions} positions, farthest ${diameter} ${from === 'goal' ? 'moves to the goal' : 'moves from the start'}, ${time}`,
    tooLarge: (positions: string, diameter: number, from: 'goal' | 'start', time: string) =>
      `too large to measure whole: stopped after ${positions} positions, all within ${diameter} moves of the ${from} (${time})`,
    noWholeMap: (id: string) => `${id} has no whole map; analyze without --full measures it`,
    mapDamaged: (reason: string) =>
      `tobikoe: the stored map was damaged (${reason}); mapping again`,
    wholeMap: (title: string, id: string) => `${title} (${id}), the whole map`,
    mapped: (positions: string, diameter: number, how: string) =>
      `${positions} positions, farthest ${diameter} moves to the goal; ${how}`,
    mappedEarlier: (mapTime: string, readTime: string) =>
      `mapped earlier in ${mapTime}, read in ${readTime}`,
    mappedIn: (time: string) => `mapped in ${time}`,
    atDistance: (total: string, diameter: number, shown: string) =>
      `${total} positions at ${diameter} moves${shown}:`,
    shown: (count: string) => ` (${count} of them shown)`,
  },
  map: {
    progress: (layer: number, positions: string, time: string) =>
      `layer ${layer}  ${positions} positions  ${time}`,
    estimating: (head: string) => `${head}, estimating the time left`,
    left: (head: string, bar: string, percent: number, secondsLeft: number) =>
      `${head}  ${bar} ${percent}%, about ${secondsLeft} s left`,
    notKept: (reason: string) =>
      `tobikoe: the map could not be kept (${reason}); it is used all the same`,
  },
  deal: {
    ownStart: 'new deals its own start: leave out the start (a code names one)',
    walkSlow: (length: number, positions: string, seconds: number, megabytes: number) =>
      `tobikoe: a walk does not prove ${length} moves quickly; mapping all ${positions} positions first (about ${seconds} s on two cores, ${megabytes} MB), kept for the next deal`,
    stoppedMapping: (limit: string, length: number) =>
      `stopped at ${limit} while mapping every position to deal a start ${length} moves from the goal; a larger --limit-s, or a shorter --length, may finish`,
    stoppedDealing: (limit: string, length: number) =>
      `stopped at ${limit} before proving a start ${length} moves from the goal; a larger --limit-s, or a shorter --length, may finish`,
    atBest: (length: number) => `${length} moves from the goal at best`,
    oneWay: '--length, --random and --shuffle each choose how the start is dealt: give one',
    random: 'drawn at random',
    shuffled: (moves: number) =>
      `shuffled ${moves} ${moves === 1 ? 'move' : 'moves'} from the goal`,
    solveIt: (code: string) => `its optimum: tobikoe solve ${code}`,
    seed: (seed: number) => `seed ${seed}`,
    goal: (goal: string) => `goal: ${goal}`,
    playIt: (code: string) => `play it: tobikoe play ${code}`,
    dailySame: 'the daily position is the same for everyone: leave out the start',
    dailyStopped: (seconds: number) =>
      `stopped at its limit of ${seconds} s before proving the day's start; try again, or another puzzle`,
    dailyFor: (day: string) => `the daily position for ${day}`,
    par: (length: number) => `par ${length}`,
  },
  batch: {
    codeFor: (coded: string, solved: string) =>
      `the code is for ${coded}, this batch solves ${solved}`,
    codeGives: (name: string, value: string) =>
      `the code gives --${name} ${value}, the command line another`,
    noStart: '--batch reads the starts: give no --start',
    noTrace: '--trace is for one search, not --batch',
    cannotRead: (source: string, why: string) => `cannot read --batch ${source}: ${why}`,
    isFolder: 'it is a folder',
    noWriter: 'it is a FIFO that no program writes to',
    tooLong: (most: string) => `the line is longer than ${most} characters`,
    stoppedAt: (line: number, most: string) =>
      `--batch stopped at line ${line}: it is longer than ${most} characters`,
  },
  trace: {
    noFolder: 'its folder does not exist',
    denied: 'permission denied',
    isFolder: 'it is a folder',
    cannotBeWritten: 'it cannot be written',
    notAFile: '--trace: that is not a regular file (a pipe, a device or a socket); name a file',
    cannotOpen: (why: string) => `--trace: cannot write that file: ${why}`,
    cannotWrite: (why: string) => `cannot write the trace file: ${why}`,
  },
  record: {
    noFolder: 'its folder does not exist',
    noSuchFile: 'no such file',
    denied: 'permission denied',
    isFolder: 'it is a folder',
    cannotBeWritten: 'it cannot be written',
    unknownKind: (path: string) =>
      `--record ${path}: name a .cast (asciicast) or .svg (animated picture) file`,
    badSize: (text: string) =>
      `--size ${text}: give columns x rows, like 80x24 (at least 20x5, at most 1000x1000)`,
    sizeWithoutRecord: '--size is the size of a recording: give --record FILE too',
    notAFile: (path: string) => `--record ${path}: that is not a regular file; name a file`,
    cannotOpen: (path: string, why: string) => `--record ${path}: cannot write that file: ${why}`,
    cannotWrite: (path: string, why: string) => `cannot write the recording ${path}: ${why}`,
    saved: (path: string) => `recorded: ${path}`,
  },
  replay: {
    cannotRead: (path: string, why: string) => `cannot read the recording ${path}: ${why}`,
    notCast: (path: string) => `${path}: replay plays asciicast files (.cast)`,
    damaged: (path: string, line: number) =>
      `${path} is damaged at line ${line} (cut short, or not an asciicast v2 file)`,
    noTerminal: 'replay plays in a terminal: run it in one',
    notText: (path: string, line: number) =>
      `${path}: line ${line} is not UTF-8 text (an asciicast file is)`,
    timeBack: (path: string, line: number) => `${path}: line ${line} goes back in time`,
    timeTooLate: (path: string, line: number, most: string) =>
      `${path}: line ${line} is timed past ${most}, the latest replay plays`,
    lineTooLong: (path: string, line: number, most: string) =>
      `${path}: line ${line} is longer than ${most}, the longest replay reads`,
    screenTooLarge: (path: string, most: number) =>
      `${path}: the recording's screen is larger than replay plays (at most ${most}x${most})`,
    tooLarge: (path: string, size: string, most: string) =>
      `${path} is ${size}; replay plays recordings of at most ${most}`,
    /** `cut`: the recording's size, when only its top left fits the terminal. */
    status: (shown: string, total: string, paused: boolean, cut?: string) =>
      `${shown} / ${total}${paused ? '  paused' : ''}${cut ? `  ·  top left of ${cut}` : ''}  ·  Space pause  ← → step  q quit`,
  },
  moves: {
    notCells: (number: number, token: string) =>
      `--moves: move ${number} ${token} is not cells joined by '-', like 0-5 or 0-5-12`,
    noCell: (cell: number, last: number) => `cell ${cell} does not exist (cells 0..${last})`,
    empty: (cell: number) => `cell ${cell} is empty`,
    noMove: (cell: number) => `the piece on cell ${cell} has no legal move`,
    canGo: (cell: number, places: readonly string[]) =>
      `the piece on cell ${cell} can go to ${places.join(', ')}`,
    notLegal: (number: number, cells: string, why: string) =>
      `move ${number} (${cells}) is not legal: ${why}`,
  },
};
