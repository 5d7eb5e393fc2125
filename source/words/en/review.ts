/** Words of review: filled as its strings move here. */
export const review = {};
