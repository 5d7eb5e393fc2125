/** Words of game: filled as its strings move here. */
export const game = {};
