/** Words of search: filled as its strings move here. */
export const search = {};
