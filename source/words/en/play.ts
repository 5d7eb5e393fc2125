/** Words of play: filled as its strings move here. */
export const play = {};
