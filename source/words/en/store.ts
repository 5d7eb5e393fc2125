/** Words of store: filled as its strings move here. */
export const store = {};
