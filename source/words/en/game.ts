/** The game's own words: the status line, the move counter, play's notes. */
export const game = {
  moves: (count: string, help: boolean, optimal: string) =>
    `moves ${count}${help ? ' with help' : ''} · optimal ${optimal}`,
  none: 'none',
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
};
