/** Words of menu: filled as its strings move here. */
export const menu = {};
