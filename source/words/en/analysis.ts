/** Words of analysis: filled as its strings move here. */
export const analysis = {};
