/** Words of the shared puzzle texts: option help, codes and boards that cannot be read. */
export const puzzles = {
  boardHelp:
    "one character per cell in the page's order ('.' empty; spaces, '/' and '|' are ignored)",
  outOfRange: (flag: string, min: number, max: number, given: string) =>
    `--${flag} must be a whole number from ${min} to ${max}, not ${given}`,
  isASwitch: (flag: string) => `--${flag} is a switch`,
  oneOf: (flag: string, choices: string, given: string) =>
    `--${flag} must be one of ${choices}, not ${given}`,
  needsBoard: (flag: string, named: boolean) =>
    `--${flag} needs ${named ? 'a board or a name' : 'a board'}`,
  doesNotTake: (id: string, flag: string) => `${id} does not take --${flag}`,
  mustBeWhole: (flag: string) => `--${flag} must be a whole number`,
  needsText: (flag: string) => `--${flag} needs text`,
  unknownPuzzleNear: (given: string, near: string) => `no puzzle ${given}; did you mean ${near}?`,
  unknownPuzzle: (given: string, ids: string) => `unknown puzzle ${given}; the ids are ${ids}`,
  badCode: (given: string, reason: string) => `bad code ${given}: ${reason}`,
  notAnOption: (token: string, id: string) => `${token} is not an option of ${id}`,
  codeShape: 'a code is <id>:<start>[:<goal>]',
  takesNoBoard: (id: string, role: 'start' | 'goal') => `${id} takes no ${role} board`,
  emptyBoard: (role: 'start' | 'goal') => `its ${role} is empty`,
  /** What a board is called in an error: the names families pass (`start`, `usual start`). */
  boardName: (what: string) => what,
  cellCount: (what: string, found: number, size: number) =>
    `the ${what} board has ${found} cells, this puzzle has ${size}`,
  badCell: (what: string, char: string, cell: number, allowed: string) =>
    `the ${what} board has ${char} at cell ${cell}; use one of ${allowed}`,
  emptyCells: (what: string, found: number, want: number) =>
    `the ${what} board has ${found} empty cells; it needs ${want === 1 ? 'exactly one empty cell' : `exactly ${want} empty cells`}`,
  pieceCount: (what: string, have: number, piece: string, reference: string, want: number) =>
    `the ${what} board has ${have} ${piece}, the ${reference} has ${want}`,
};
