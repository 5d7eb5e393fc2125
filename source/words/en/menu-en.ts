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
  /** The lessons (lessons.ts): each a position and a short script of steps, each a view and its caption. */
  lessons: {
    title: 'Lessons: searches set up to show a class',
    intro:
      'Each opens a position with the solve panel in its first step; PgDn (or ]) goes to the next step, PgUp (or [) back.',
    lookAt: (what: string) => `look at: ${what}`,
    /** Beside each title in the list. */
    steps: (count: number) => `${count} steps`,
    /** Above a step's caption. */
    stepOf: (step: number, count: number) => `lesson step ${step} of ${count}`,
    /** After the last step's caption. */
    lastStep: 'the last step',
    items: {
      eightDeepening: {
        title: '8-puzzle, 20 moves: plain deepening against IDA*',
        look: "the nodes column: the same 20-move answer, IDA*'s bound skips almost every node plain deepening visits",
        steps: [
          'Plain deepening (IDDFS) tries every path of 0 moves, then 2, then 4… (a slide moves the blank to a cell of the other colour, so an odd depth never ends on the goal) until one reaches it.',
          'Watch plain deepening: each pass starts again from the start and goes one move deeper; + and - change the pace.',
          'IDA* deepens the same way, but cuts a path as soon as its moves plus the bound (an estimate that never overshoots) pass the limit.',
          "Side by side: the same 20-move answer; the nodes column shows how few of plain deepening's nodes IDA* needs.",
        ],
      },
      fifteenBounds: {
        title: "15-puzzle, Korf's #1: Manhattan against pattern databases",
        look: 'how many nodes each lower bound needs for the same 57 moves: a better bound, fewer nodes by orders of magnitude',
        steps: [
          "Korf's instance #1, posed as Korf poses it (the blank top-left in the goal): IDA* with the best bound finds the shortest answer.",
          'Each lower bound runs IDA* in turn from the same start: every one that finishes finds the same 57 moves, with fewer nodes the better the bound.',
          'One node at a time: a path is cut as soon as its moves so far plus the estimate of the moves left pass the limit.',
        ],
      },
      frogMemory: {
        title: 'frog line: breadth-first memory against deepening',
        look: 'the memory column: breadth-first keeps every position it has seen; deepening keeps one path, and pays in nodes visited again',
        steps: [
          'Breadth-first search expands every position one move away, then two…, and keeps each one it has seen so that none is visited twice.',
          'Deepening keeps only the path it is on: it forgets, and visits the shallow positions again in every pass.',
          'Side by side: the held and memory columns (breadth-first keeps more) against the nodes column (deepening visits more).',
        ],
      },
      astarMemory: {
        title: '8-puzzle, 31 moves: A* against IDA*, same bound, different memory',
        look: 'A* and IDA* rows: near the same nodes with the same bound, but A* stores every position it expands and IDA* only its path',
        steps: [
          "One of the 8-puzzle's farthest positions, 31 moves from the goal: A* expands first the position whose moves so far plus estimate are least.",
          'A* keeps every position it has met, open or expanded: watch the open list grow.',
          'IDA*, with the same bound, keeps only its path, and spends its time visiting positions again instead.',
          'Side by side: the same 31 moves; A* expands fewer nodes, IDA* holds far less: memory against time.',
        ],
      },
      lineBidirectional: {
        title: 'Line Puzzle 3: bidirectional search meets in the middle',
        look: 'the two frontiers grow toward each other, one layer at a time from the smaller side, until they meet (◆)',
        steps: [
          'A bidirectional search finds the shortest answer of the third Line Puzzle.',
          'Two breadth-first searches, one from the start and one from the goal, each time growing the smaller frontier by a layer, until they meet (◆); + speeds it up.',
          'Side by side with breadth-first from the start alone: it stops at the positions it may keep, while the two halves meet holding far fewer.',
        ],
      },
      greedyLength: {
        title: 'Line Puzzle 3: greedy best-first, fast and not the shortest',
        look: "the length column: greedy's answer beside A*'s optimum, and the nodes each took",
        steps: [
          'Greedy best-first search expands the position that looks closest to the goal, whatever it took to get there: an answer after few nodes.',
          'A* counts the moves so far as well: more nodes, and an answer proved the shortest.',
          "Side by side: greedy's length beside the optimum, and the nodes each took: fast, and not optimal.",
        ],
      },
    },
  },
};
