/** Words of puzzles: filled as its strings move here. */
export const puzzles = {};
