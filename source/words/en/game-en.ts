/** The game's own words: the status line, the move counter, play's notes. */
export const game = {
  moves: (count: string, help: boolean, optimal: string) =>
    `moves ${count}${help ? ' with help' : ''} · optimal ${optimal}`,
  none: 'none',
  waitingTables: '… (waiting for tables)',
  solved: (moves: string, help: boolean, optimal: string | undefined) =>
    `Solved in ${moves}${help ? ' with help' : ''}${optimal === undefined ? '' : ` — optimal is ${optimal}`}`,
  movesCount: (count: number) => `${count} move${count === 1 ? '' : 's'}`,
  noPieceCanMove: 'no piece can move',
  deadEndKeys: 'u undoes, R restarts',
  deadEnd: (before: string, why: string, keys: string) => `${before}dead end: ${why} · ${keys}`,
  noSolution: (reason: string) => `no solution from here: ${reason}`,
  piece: 'piece',
  pickedUp: (cell: number, name: string, places: number) =>
    `cell ${cell} (${name}) picked up: ${places} place${places === 1 ? '' : 's'} to go · Esc puts it down`,
  stuck: (keys: string) => `no piece can move: ${keys}`,
  goal: (goal: string) => `goal: ${goal}`,
  optimumUnknown: (why: string) => `optimal ?: ${why}`,
  /** The game for a screen reader (spoken.ts): the board as rows of words, each move as a sentence. */
  spoken: {
    empty: 'empty',
    cell: (cell: number | string, what: string) => `cell ${cell}: ${what}`,
    rowCell: (cell: number | string, what: string) => `${cell} ${what}`,
    row: (row: number, cells: readonly string[]) => `row ${row}: ${cells.join(', ')}`,
    /** `black moved from cell 0 to cell 5`; a chain `peg moved from cell 3 to cell 10, then to cell 17`. */
    moved: (name: string, cells: readonly number[]) =>
      `${name} moved from cell ${cells[0]} to cell ${cells.slice(1).join(', then to cell ')}`,
    /** A press (`Puzzle.moveShape` `press`): `pressed B3`. */
    pressed: (cell: string) => `pressed ${cell}`,
    cursor: (cell: string) => `cursor on ${cell}`,
    undone: (move: string) => `took back: ${move}`,
    redone: (move: string) => `played again: ${move}`,
    restartUndone: 'took back the restart',
    /** Between what is said of one cell. */
    also: ', ',
    target: 'a place to go',
    picked: 'picked',
    goesTo: (cells: readonly number[]) =>
      `it can go to cell${cells.length === 1 ? '' : 's'} ${cells.join(', ')}`,
  },
  /** The solved summary (solved.ts). */
  summary: {
    seconds: (seconds: number) => `${seconds} s`,
    minutes: (minutes: number, seconds: string) => `${minutes} min ${seconds} s`,
    hours: (hours: number, minutes: string) => `${hours} h ${minutes} min`,
    headline: (
      moves: string,
      help: boolean,
      optimal: number | undefined,
      over: number,
      time: string | undefined,
    ) =>
      `Solved in ${moves}${help ? ' with help' : ''}${optimal === undefined ? '' : ` — optimal is ${optimal}${over > 0 ? `, ${over} more than needed` : ''}`}${time === undefined ? '' : ` · ${time}`}`,
    noUnaided: 'no unaided record yet',
    unaided: (moves: string) => `unaided record: ${moves}`,
    newBestHelped: (variant: string, moves: string) =>
      `new best with help for ${variant}: ${moves}`,
    bestHelped: (variant: string, moves: string) => `best for ${variant}: ${moves}`,
    record: (variant: string, moves: string) => `record for ${variant}: ${moves} unaided`,
    fastest: (time: string, fresh: boolean) => ` · ${fresh ? 'new fastest' : 'fastest'} ${time}`,
    newRecord: (variant: string, moves: string, was: number | null) =>
      `new record for ${variant}: ${moves} unaided${was === null ? '' : ` (was ${was})`}`,
    keys: ['u undo', 'R play again', 'q menu'],
  },
  /** What counts as help (HELP_RULE in history.ts), as the `?` screen says it. */
  helpRule:
    'A move is played with help when, before it, you were shown a way on: the tip (t) for its position or the coach (d) on; once the solve panel (s) has shown the game an answer or a watched search, every move after it is helped, after an undo, a restart or a resume too; moves adopted from the panel are helped. A game is helped when a move of its line in effect was.',
  /** How a game's time is counted (play-time.ts), as the `?` screen says it. */
  timeRule:
    "A game's time is the time you played it, across quits and resumes, saved with the game; a restart (R) starts a new attempt at 0:00. It counts the time between one key and the next, each gap counted up to one minute, so a game left open does not run up its clock.",
  /** Why saved steps cannot be played again (gameFromRecords). */
  restore: {
    undoOutside: (at: number, steps: number) => `the undo position ${at} is outside 0..${steps}`,
    restartAtStart: (step: number) => `step ${step} restarts at the start`,
    notLegal: (step: number, cells: string) => `step ${step} [${cells}] is not a legal move`,
  },
  /** Play's notes under the board (play.ts). */
  notes: {
    notLegal: 'that move is not legal',
    emptyCell: 'that cell is empty: put the cursor on a piece',
    noMoveFor: (name: string) => `that ${name} has no legal move now`,
    moved: (move: string) => `played ${move}`,
    onlyMove: (move: string) => `its only move: ${move}`,
    jumpOn: 'it can jump on: Enter on a lit cell, or on the piece again to stop there',
    putDown: 'put down',
    nothingPicked: 'Esc puts a picked piece down: none is picked up',
    cannotGo: 'it cannot go there: Enter on a lit cell, Esc to put it down',
    noSlide: (direction: string) => `nothing can slide ${direction}`,
    directions: { up: 'up', down: 'down', left: 'left', right: 'right' },
    nothingToUndo: 'nothing to undo',
    nothingToRedo: 'nothing to redo',
    atStart: 'already at the start',
    backToStart: 'back to the start (u undoes it)',
  },
};
