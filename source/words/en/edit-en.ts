/** Words of the position editor (`e`). */
export const edit = {
  title: (editing: 'start' | 'goal', puzzle: string) => `Edit the ${editing} · ${puzzle}`,
  notAPiece: (input: string, letters: string) =>
    `${input} is no piece of this puzzle; its pieces are ${letters}`,
  noGoal: 'this puzzle has no one goal board to edit',
  takesIt: 'the puzzle takes it: Enter plays from here',
  cell: (cell: number) => `cell ${cell}`,
  pieces: (letters: string) => `pieces ${letters}`,
  empty: '. empty',
};
