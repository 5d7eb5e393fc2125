/** Words of keys: filled as its strings move here. */
export const keys = {};
