/** Words of common: filled as its strings move here. */
export const common = {};
