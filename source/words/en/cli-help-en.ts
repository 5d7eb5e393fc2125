/** `tobikoe --help`: its headings and paragraphs, the commands' summaries, the flags' help. */
export const cliHelp = {
  tagline: 'Classic jump-and-slide puzzles, and a solver that shows its thinking.',
  usage: 'Usage',
  /** Lines as printed (each under the heading's indent). */
  codes:
    'A code names a position: <id>:<start>[:<goal>], with the options folded into\n' +
    'the id: frog-line-4:BBBB.WWWW, peg-star-2-h3, line:ACA.CDCADBABCDBD:goal3.',
  puzzleOptions: 'Puzzle options (each puzzle takes its own; tobikoe list shows which)',
  takenBy: (help: string, puzzles: string) => `${help}: ${puzzles}`,
  boardIs: (boardHelp: string, named: readonly string[]) => `B is ${boardHelp}${named.join(';')}.`,
  boardNames: (ids: string, names: string) => ` or a name (${ids}: ${names})`,
  everyCommand: (help: string) => `every command: ${help}`,
  examples: 'Examples',
  options: 'Options',
  /** The overview's pointer to each command's page. */
  perCommand:
    'tobikoe help <command> (or tobikoe <command> --help): its options, examples\n' +
    'and what --json prints; tobikoe list: the puzzles and their options.',
  everyCommandTakes: (flags: string) =>
    `Every command takes ${flags}; colour also follows NO_COLOR and FORCE_COLOR.`,
  exitCodesShort:
    'Exit codes: 0 done, 1 no solution exists, 2 bad input, 3 a limit met,\n' +
    '74 the output could not be written, 130 interrupted.',
  /** The manual's ENVIRONMENT: where files live. */
  homeVariable:
    'one folder for every file tobikoe keeps (settings, saves, records, stats, tables), instead of the three below.',
  xdgVariables:
    'settings in $XDG_CONFIG_HOME/tobikoe (else ~/.config/tobikoe); saves, records, stats and recordings in ' +
    '$XDG_DATA_HOME/tobikoe (else ~/.local/share/tobikoe); tables and maps, built again when missing, in ' +
    '$XDG_CACHE_HOME/tobikoe (else ~/.cache/tobikoe). A relative value is ignored.',
  jsonShape: 'With --json, stdout is one JSON object (nothing when the exit code is not 0):',
  /** Completions' descriptions of `tobikoe help <command>` and `--help`. */
  helpCommand: "a command's options, examples and what --json prints",
  helpFlag: "this command's help",
  summaries: {
    watch: 'the search on a position drawn node by node',
    play: 'play one puzzle (without an id: the menu)',
    list: 'ids, titles, options, bounds',
    solve: 'an optimal answer, depth by depth',
    analyze: 'states, depth histogram, farthest positions',
    new: 'a start exactly L moves from the goal, random, or shuffled N moves',
    daily: "today's position (UTC), the same for everyone",
    records: "every puzzle's records and stats",
    review: 'each move of a game judged against the optimum',
    bounds: 'IDA* with each lower bound, side by side',
    replay: 'play a recording (.cast) back in the terminal',
    completion: 'completion script for bash, zsh or fish',
  },
  flags: {
    watchSpeed:
      'nodes a frame: 1, 2, 5 … 10000, or slower, nodes a second: 0.5/s, 1/s, 2/s, 5/s (default 1; + and - change it)',
    watchNodes: 'pause after N nodes (with --record: end the recording there)',
    json: 'one JSON object on stdout',
    limitSeconds: 'stop the search after S seconds (exit 3)',
    limitNodes: 'stop the search after N nodes (exit 3)',
    ascii: 'draw boards with plain ASCII',
    theme:
      'the colours: standard (the terminal\'s palette), high-contrast or colour-blind (Okabe–Ito), both on black (or "theme" in settings.json)',
    screenReader:
      'for a screen reader: the board as rows of words, the status line last, no drawing (or "screenReader": true in settings.json)',
    noMouse: 'leave the mouse to the terminal, to select text (or "mouse": false in settings.json)',
    lang: 'the language of every message: en or ja (default: from LC_ALL, LC_MESSAGES or LANG)',
    noColor:
      'draw without colour, as NO_COLOR=1 does (FORCE_COLOR=1 keeps colour, FORCE_COLOR=0 drops it)',
    ambiguous:
      'wide: draw boards for a terminal that shows ambiguous-width signs (● ○ ─ │) two columns wide',
    algo: 'the search: bfs | bidir | iddfs | ida | astar | greedy (default: ida where the puzzle has a lower bound, else bfs where its positions are few, else iddfs)',
    bound:
      "the lower bound IDA*, A* and greedy use (tobikoe list names each puzzle's; none: plain deepening); without --algo, implies ida",
    all: 'count every optimal solution',
    trace:
      'write one JSON line per finished iteration to FILE, a regular file (nodes per depth, cut-offs, the smallest f above the limit)',
    batch:
      'solve one start per line of FILE (a board or a code; - reads stdin), one JSON object per line out as each is solved',
    full: 'map every position, for a puzzle that numbers them all (the Line Puzzle’s 252 million take some 20 s on 2 cores); kept for next time',
    length: 'the optimal length of the start (default: a hard one)',
    random:
      'a start drawn uniformly at random among those that reach the goal, instead of --length',
    shuffle: 'a start N random moves out from the goal (never straight back), instead of --length',
    seed: 'repeat a deal (every deal prints its seed)',
    newLimitSeconds: 'stop dealing after S seconds (default 60; exit 3)',
    moves:
      'the moves played, cells joined by \'-\' and moves by spaces: "0-5 2-3" (peg chains 0-5-12)',
    boundsLimitSeconds:
      "give up each bound's search after S seconds (default 10; exit 3 when every bound gives up)",
    record:
      'record what the terminal shows to FILE: .cast (asciicast, for asciinema) or .svg (an animated picture for a page or a slide)',
    size: "the recording's columns and rows, like 100x30 (default: the terminal's, or 80x24)",
    boundsLimitNodes:
      "give up each bound's search after N nodes (exit 3 when every bound gives up)",
  },
};
