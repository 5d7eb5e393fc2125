/** Words of help: filled as its strings move here. */
export const help = {};
