/** Words of solve: filled as its strings move here. */
export const solve = {};
