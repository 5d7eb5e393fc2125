/** Words of edit: filled as its strings move here. */
export const edit = {};
