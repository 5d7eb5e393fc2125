/** Words of the analysis screen (source/ui/analysis). */
export const analysis = {
  positions: (value: number, shown: string) => `${shown} position${value === 1 ? '' : 's'}`,
  moves: (value: number) => `${value} move${value === 1 ? '' : 's'}`,
  fromGoal: 'from the goal',
  fromStart: 'from the start',
  space: {
    tooLarge: (positions: string, moves: string, fromGoal: boolean, time: string) =>
      `too large to walk whole: stopped after ${positions}, all within ${moves} ${fromGoal ? 'of the goal' : 'of the start'} (${time})`,
    fromStart: (positions: string, moves: string, time: string) =>
      `${positions} · farthest ${moves} from the start · ${time}`,
    noneReach: (positions: string, time: string) =>
      `${positions} from the start, and none of them can reach the goal · ${time}`,
    oneWay: (positions: string, reach: string, moves: string, dead: string, time: string) =>
      `${positions} from the start: ${reach} can still reach the goal, at most ${moves} away, and ${dead} are dead ends · ${time}`,
    fromGoal: (positions: string, moves: string, time: string) =>
      `${positions} · the farthest ${moves} from the goal · ${time}`,
  },
  verdict: {
    cannotReach: (reason: string) => `the start cannot reach the goal: ${reason}`,
    alreadyGoal: 'the start is already a goal',
    away: (moves: string) => `the start is ${moves} from the goal`,
    /** The board in play, when it is not the start. */
    hereAway: (moves: string) => `the board in play is ${moves} from the goal`,
    hereGoal: 'the board in play is a goal',
    hereCannotReach: (reason: string) => `the board in play cannot reach the goal: ${reason}`,
    hereFinding: 'the board in play: finding how far it is from the goal…',
  },
  list: {
    sample: (kept: string) => `a sample of ${kept}`,
    first: (kept: string) => `the first ${kept}`,
    head: (positions: string, moves: string, toward: string) => `${positions} ${moves} ${toward}`,
    range: (from: number, to: number, of: string) => `${from}–${to} of ${of}`,
    shown: (some: string) => `${some} shown`,
  },
  sizeKeys: 'Esc goes back · Ctrl-C quits',
  title: (title: string, id: string, onMap: boolean) =>
    `${title} (${id}): ${onMap ? 'the whole map' : 'the whole state space'}`,
  walking: (sofar: string, time: string) => `walking every position… ${sofar}${time}`,
  sofar: (depth: number, positions: string) => `depth ${depth} · ${positions} positions so far · `,
  failed: (message: string) => `failed: ${message}`,
  cancelled: 'cancelled',
  /** The words of the key bar's hints here. */
  keys: {
    choose: 'choose',
    depth: 'depth',
    play: 'play it',
    map: 'map it',
    walk: 'the walk',
    wholeMap: 'whole map',
    cancel: 'cancel',
    back: 'back',
  },
  map: {
    aboutSeconds: (value: number) => `about ${value} s`,
    aboutMinutes: (value: number) => `about ${value} minutes`,
    minutes: (minutes: number, secondsLeft: number) => `${minutes} min ${secondsLeft} s`,
    cost: (time: string, megabytes: string) =>
      `${time} on two cores and about ${megabytes} MB of memory`,
    kept: (time: string) => `kept from a map made in ${time}`,
    made: (time: string) => `mapped in ${time}, kept for next time`,
    whole: (positions: string, moves: string, made: string) =>
      `the whole map: ${positions} · the farthest ${moves} from the goal · ${made}`,
    cancelled: 'The map was cancelled; nothing was kept.',
    damaged: (why: string) => `The kept map was damaged (${why}) and was removed.`,
    none: 'No whole map is kept yet.',
    plan: (before: string, size: string, cost: string) =>
      `${before} Mapping all ${size} positions from the goal takes ${cost}; it is then kept in the data folder and opens at once next time.`,
    starting: (time: string) => `mapping every position… ${time}`,
    estimating: 'estimating the time left',
    done: (percent: string, left: string) => `${percent}% done · ${left} left`,
    progress: (layer: number, reached: string, size: string, time: string, left: string) =>
      `mapping every position… layer ${layer} · ${reached}${size ? ` of ${size}` : ''} positions · ${time} · ${left}`,
    looking: 'looking for a kept whole map…',
    failed: (message: string) => `the map failed: ${message}`,
  },
};
