/**
 * The key table's words: what each key does (the `?` screen), its hint on
 * the key bar, and each section's heading. Hints stay short: a key bar has
 * one or two lines. Hints with no words (`Home/End`, `Esc`, `← → {choose}`)
 * stay on the binding.
 */
export const keys = {
  /** The mouse wheel, named beside the keys it stands for. */
  wheel: 'wheel',
  sections: {
    play: 'Keys while playing',
    solve: 'Keys in the solve panel',
    analysis: 'Keys in the analysis (a)',
    review: 'Keys in the review (v)',
    new: 'Keys choosing a new position (n)',
    edit: 'Keys in the position editor (e)',
    menu: 'Keys in the menu',
    resume: 'Keys opening a puzzle with a saved game',
    lessons: 'Keys in the lessons (l in the menu) and in a lesson opened',
    records: 'Keys in the records (r in the menu)',
    help: 'Keys on this screen',
    anywhere: 'Keys on every screen',
  },
  anywhere: {
    record: {
      does: 'record the screen from now (again: stop); the files go to recordings/ in the data folder',
    },
  },
  /** The arrows' word on the key bar where they move the cursor (see `Puzzle.arrowsDo`). */
  arrowsMove: 'move',
  /** Enter's word on the key bar where the game's pick → path reads the input (see `Puzzle.selectDoes`). */
  selectPick: 'pick',
  play: {
    arrows: {
      does: 'move the cursor; sliding tiles: slide the tile beside the empty cell that way',
      hint: 'arrows {arrows}',
    },
    cursor: { does: 'move the cursor' },
    select: {
      does: 'pick up a piece; then move it to a lit cell (Lights Out: press the cell)',
      hint: 'Enter {select}',
    },
    drop: { does: 'put the piece down (ends a peg chain)' },
    undo: { does: 'undo', hint: 'u undo' },
    redo: { does: 'redo', hint: 'r redo' },
    restart: { does: 'restart (u takes it back)', hint: 'R restart' },
    solve: { does: 'solve panel', hint: 's solve' },
    tip: { does: 'tip: the next move', hint: 't tip' },
    analysis: { does: 'analysis', hint: 'a analysis' },
    numbers: { does: 'cell numbers beside the board, or the goal again', hint: '# numbers' },
    large: {
      does: 'presentation size on or off: in a window of 120×36 or more, the board drawn larger',
    },
    plainWalls: {
      does: 'plain boards on or off: pieces drawn as lines (the Line Puzzle) without inner walls',
    },
    coach: {
      does: 'coach: distance to the goal, how good each move was, the best moves',
      hint: 'd coach',
    },
    review: { does: 'once solved: review your moves beside an optimal game' },
    new: { does: 'a new position: easy, medium, hard or hardest, with its par', hint: 'n new' },
    copy: {
      does: "copy this position's code (tobikoe play takes it) to the clipboard, and show it",
      hint: 'c code',
    },
    edit: { does: 'edit the position (and the goal), then play from it', hint: 'e edit' },
    help: { does: 'rules and keys', hint: '? help' },
    back: { does: 'back to the menu', hint: 'q menu' },
    quit: { does: 'quit' },
  },
  menu: {
    choose: {
      does: 'choose a puzzle (or click it; a second click plays it)',
      hint: '↑↓ choose',
      asciiHint: 'up/down choose',
    },
    option: { does: 'change its option (its size, its first hole…)' },
    next: { does: 'let ← → change its next option (the goal after the start)' },
    open: { does: 'play it', hint: 'Enter play' },
    new: { does: "play a new position of it: easy to hardest, or today's daily", hint: 'n new' },
    rules: { does: 'its rules', hint: '? rules' },
    lessons: {
      does: 'lessons: searches set up to show a class, each a few steps to walk with PgDn',
      hint: 'l lessons',
    },
    records: {
      does: 'records: every puzzle and variant, games, bests, fastest',
      hint: 'r records',
    },
    language: (japanese: string) => `English or Japanese (${japanese}), kept for next time`,
    quit: { does: 'quit', hint: 'q quit' },
  },
  solve: {
    algorithms: {
      does: 'plain deepening, IDA*, breadth-first, bidirectional, A*, greedy best-first',
    },
    compare: { does: 'compare the algorithms', hint: 'c compare' },
    watch: {
      does: 'watch the search node by node (Space pause, . one node, + - nodes a frame, Esc stop)',
      hint: 'w watch',
    },
    bounds: {
      does: 'the lower bounds side by side: IDA* with each from this position',
      hint: 'b bounds',
    },
    stepNode: {
      does: 'watching: one node back or forward (pauses); back over the last 10,000 nodes',
      hint: ', . node',
    },
    large: { does: 'presentation size on or off (the board larger in a large window)' },
    plainWalls: { does: 'plain boards on or off (line pieces without inner walls)' },
    all: { does: 'count every optimal answer', hint: 'a all' },
    step: { does: 'step through the answer', hint: '← → step' },
    ends: { does: 'the first or the last step' },
    autoplay: {
      does: 'play the answer on its own, or pause (watching: pause or go on)',
      hint: 'Space play',
    },
    speed: {
      does: 'faster or slower (watching: from 1 node every 2 s to 10,000 nodes a frame)',
      hint: '+- speed',
    },
    adopt: { does: 'adopt the answer up to the step shown', hint: 'Enter adopt' },
    answers: { does: 'the previous or the next optimal answer (after a)', hint: '↑↓ answer' },
    back: { does: 'cancel the search, or close the panel' },
  },
  analysis: {
    walk: { does: 'the positions at the distance shown, one by one' },
    ends: { does: 'the first, the last of them' },
    depth: { does: 'the distance from the goal shown: farther, nearer' },
    enter: { does: 'play the position chosen; on the whole map not made yet, make it' },
    map: {
      does: 'the whole map, where the puzzle numbers every position; again: back to the walk',
    },
    back: { does: 'cancel a map under way, else back to the game' },
  },
  deal: {
    choose: {
      does: "choose a difficulty, today's daily position, random or shuffle",
      hint: '↑↓ choose',
      asciiHint: 'up/down choose',
    },
    numbered: {
      does: "choose easy, medium, hard, hardest, today's daily position, random or shuffle",
    },
    shuffleMoves: {
      does: 'fewer or more moves for the shuffle (and choose it)',
      hint: '←→ moves',
      asciiHint: 'left/right moves',
    },
    deal: { does: 'deal a new position of that choice', hint: 'Enter deal' },
    back: { does: 'back to the game as it was (stops a deal under way)', hint: 'Esc back' },
  },
  edit: {
    arrows: { does: 'move the cursor', hint: 'arrows move' },
    empty: { does: 'empty the cell', hint: '. empty' },
    goal: {
      does: 'edit the goal, or the start again (puzzles whose goal is one board)',
      hint: 'g goal',
    },
    piece: {
      keys: 'a piece letter or digit',
      does: 'put the piece it stands for (as board strings write it) on the cell',
      hint: 'letters put pieces',
    },
    play: { does: 'play from the edited position', hint: 'Enter play' },
    back: { does: 'leave it unchanged', hint: 'Esc back' },
  },
  records: {
    choose: { does: 'choose a record', hint: '↑↓ choose', asciiHint: 'up/down choose' },
    clear: { does: 'clear the chosen record (asks first)', hint: 'x clear' },
    yes: { does: 'yes: clear it', hint: 'y clear' },
    no: { does: 'no: keep it', hint: 'n keep' },
    back: { does: 'back to the menu', hint: 'Esc back' },
  },
  lessons: {
    choose: { does: 'choose a lesson', hint: '↑↓ choose', asciiHint: 'up/down choose' },
    open: { does: 'open it: the position, the solve panel in its first step', hint: 'Enter open' },
    back: { does: 'back to the menu', hint: 'Esc back' },
    nextStep: {
      does: "a lesson's next step: its caption and its view (a presenter's remote sends PgDn)",
      hint: 'PgDn next step',
    },
    previousStep: { does: "a lesson's step before", hint: 'PgUp step back' },
  },
  help: {
    scroll: { does: 'scroll a line' },
    page: { does: 'scroll a page (Space goes back when there is nothing to scroll)' },
    other: { keys: 'any other key', does: 'back' },
  },
  resume: {
    choose: {
      does: 'choose: the saved game, or a new one',
      hint: '↑↓ choose',
      asciiHint: 'up/down choose',
    },
    go: { does: 'go on with the one chosen', hint: 'Enter go' },
    resume: { does: 'resume the saved game', hint: 'r resume' },
    new: { does: 'a new game from the start (the saved one is replaced)', hint: 'n new' },
    back: { does: 'back to the menu', hint: 'q back' },
  },
  review: {
    step: {
      does: 'the previous or the next move of both games',
      hint: '←→ step',
      asciiHint: 'left/right step',
    },
    ends: { does: 'the start, the end' },
    back: { does: 'back to the solved game', hint: 'Esc back' },
  },
};
