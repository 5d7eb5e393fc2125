/** Words of the play screen of its own (the game's counter and status come from `game`). */
export const play = {
  reviewNotReady: 'the review is not ready yet',
  reviewOnceSolved: 'v reviews a game once solved',
  cellNumbers: 'cell numbers',
  start: 'start',
  goal: 'goal',
  solvedKeys: { new: 'n new', review: 'v review' },
  searchCancelled: 'the search was cancelled',
  searchLimited: 'the search stopped at its limit',
  gaveUp: (nodes: string, time: string) =>
    `gave up at the app's own budget (${nodes} nodes, ${time})`,
  copied: (code: string) => `copied: ${code}`,
  coachThinking: 'coach: thinking…',
  coachWaitingTables: 'coach: waiting for tables…',
  coachUnknown: 'coach: ?',
  coachFailed: (message: string) => `coach: ${message}`,
  noWay: 'no way to the goal',
  toGo: (distance: number) => `${distance} to go`,
  /** The counter's mark while another window holds the game open. */
  notSavedHere: 'not saved here',
  verdicts: { closer: 'closer', sideways: 'sideways', farther: 'farther', lost: 'lost' },
  noWayFromHere: (why: string) => `no way to the goal from here${why ? ` (${why})` : ''}: u undoes`,
  coachBest: (moves: readonly string[]) => `coach: best ${moves.join(' or ')} (marked { })`,
  tipThinking: 'tip: thinking…',
  tipWaitingTables: 'tip: waiting for the bound tables; the search starts when they are there',
  tip: (move: string, remaining: number) =>
    `tip: ${move} (marked { }) · ${remaining} ${remaining === 1 ? 'move' : 'moves'} to the goal`,
  tipAtGoal: 'tip: this is a goal already',
  tipNoSolution: (reason: string) => `tip: no solution from here: ${reason}`,
  tipFailed: (message: string) => `tip: the search failed: ${message}`,
  tipGaveUp: (why: string) => `tip: none, ${why} · s solves without a limit`,
  /** `d`: the coach's new state, said on the status line. */
  numbersNoRoom: 'cell numbers: no room for them beside or under the board here; ? shows them',
  numbersSpoken: 'cell numbers: each cell is read with its number already',
  /** A key that changes the drawing, pressed where the board is read as words. */
  notDrawn: (what: string) => `${what}: the board is read as rows of words here, not drawn`,
  largeOn: 'presentation size on',
  largeOff: 'presentation size off',
  /** Presentation size asked for where the board cannot grow. */
  largeNotHere: (columns: number, rows: number, window: string) =>
    `presentation size on: boards grow from ${columns}×${rows} up (this window is ${window})`,
  largeNoRoom: 'presentation size on: no larger board fits beside what goes with it here',
  plainOn: 'plain boards on',
  plainOff: 'plain boards off',
  plainNotHere:
    'only boards of line pieces (the Line Puzzle) are drawn plain; this one is as it was',
  coachOn: 'coach on',
  coachOff: 'coach off',
  /** The title line's mark while the coach is on. */
  coachMark: 'coach on',
  /** The legend's last line: how the names go. */
  legendOrder: 'named in reading order, row by row',
  legendList: (names: readonly string[]) => names.join(', '),
  legendTitle: 'blocks',
  /** The help screen's heading over the legend. */
  legendHeading: 'blocks (named in reading order, row by row)',
  reviewThinking: 'review: thinking…',
  reviewFailed: (message: string) => `review: ${message}`,
  review: (parts: readonly string[]) => `review: ${parts.join('; ')}`,
  accuracy: (percent: number) => `accuracy ${percent}%`,
  /** The daily position's line to share: `tobikoe knights 2026-11-24 · 18 moves · par 16`. */
  share: (code: string, day: string, moves: number, helped: boolean, par: number) =>
    `tobikoe ${code} ${day} · ${moves} ${moves === 1 ? 'move' : 'moves'}${helped ? ' with help' : ''} · par ${par}`,
};
