/** Words of text: filled as its strings move here. */
export const text = {};
