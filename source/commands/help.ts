export const helpText = `
  Classic jump-and-slide puzzles, and a solver that shows its thinking.

  Usage
    $ tobikoe                                   the menu (terminal UI)
    $ tobikoe play <id> [options]               play one puzzle
    $ tobikoe list [--json]                     ids, titles, options
    $ tobikoe solve <id> [options] [--algo A] [--all] [--json]
    $ tobikoe analyze <id> [options] [--json]   states, depth histogram, farthest positions

  Options
    --start B     start position: a board string (one character per cell,
                  '.' empty; spaces, '/' and '|' are ignored) or a name (line: start1..3)
    --goal B      goal position, for puzzles whose goal is a board
    --n N         frog-line: stones of each colour, 1..8
    --hole H      peg puzzles: the first peg removed
    --anywhere    peg-star: the last peg may stand anywhere
    --algo A      bfs | bidir | iddfs | ida (default: ida where the puzzle has a
                  lower bound, else iddfs)
    --all         count every optimal solution
    --limit-s S   solve, analyze: stop the search after S seconds (exit 3)
    --limit-nodes N
                  solve, analyze: stop the search after N nodes (exit 3)
    --json        one JSON object on stdout
    --ascii       draw boards with plain ASCII

  Exit codes: 0 solved, 1 no solution exists, 2 bad input, 3 a search
  stopped at its limit (--limit-s, --limit-nodes, or the 2,000,000 positions
  breadth-first search keeps), 74 the output could not be written.

  Examples
    $ tobikoe solve knights
    $ tobikoe solve line --start 'ACA. CDCA DBAB CDBD' --goal goal3 --json
    $ tobikoe analyze flip-star
`;
