/** Words of the menu and of the question "resume or new". */
export const menu = {
  tagline: " · jump-and-slide puzzles from M. Hiroi's Puzzle DE Programming",
  pageFigure: (figure: string) => `the page: ${figure}`,
  /** The list's scroll marks: how many entries are above or below the rows shown. */
  moreAbove: (count: number) => `↑ ${count} more`,
  moreBelow: (count: number) => `↓ ${count} more`,
  /** The key hint's word for ← → when an entry has presets. */
  preset: 'preset',
  presets: (count: number) => `${count} presets`,
  resume: 'resume',
  newGame: 'new game',
  newGameMore: 'from the start; the saved game is replaced',
  savedGameOf: (variant: string) => `You have a saved game of ${variant}.`,
  savedMoves: (moves: number) => `moves ${moves}`,
  savedRedo: (redo: number) => ` (${redo} more to redo)`,
  savedWithHelp: ', with help',
  savedPlayed: (time: string) => ` · ${time} played`,
  /** The lessons (lessons.ts): each a position and the view it opens in. */
  lessons: {
    title: 'Lessons: searches set up to show a class',
    intro:
      'Each opens a position with the solve panel in its view; what to look at is said below it.',
    lookAt: (what: string) => `look at: ${what}`,
    items: {
      eightDeepening: {
        title: '8-puzzle, 20 moves: plain deepening against IDA*',
        look: "the nodes column: the same 20-move answer, IDA*'s bound skips almost every node plain deepening visits",
      },
      fifteenBounds: {
        title: "15-puzzle, Korf's #1: Manhattan against pattern databases",
        look: 'how many nodes each lower bound needs for the same 57 moves: a better bound, fewer nodes by orders of magnitude',
      },
      frogMemory: {
        title: 'frog line: breadth-first memory against deepening',
        look: 'the memory column: breadth-first keeps every position it has seen; deepening keeps one path, and pays in nodes visited again',
      },
      astarMemory: {
        title: '8-puzzle, 31 moves: A* against IDA*, same bound, different memory',
        look: 'A* and IDA* rows: near the same nodes with the same bound, but A* stores every position it expands and IDA* only its path',
      },
      lineBidirectional: {
        title: 'Line Puzzle 3: bidirectional search meets in the middle',
        look: 'the two frontiers grow toward each other, one layer at a time from the smaller side, until they meet (◆)',
      },
    },
  },
};
