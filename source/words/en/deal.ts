/** Words of deal: filled as its strings move here. */
export const deal = {};
