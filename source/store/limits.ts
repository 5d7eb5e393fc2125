/** The most steps a saved game may hold, and the most moves a record may count: more is no game anyone played. */
export const MOST_STEPS = 100_000;

/** The most time a game or a record may say was played: ten years, in milliseconds. */
export const MOST_PLAYED_MS = 10 * 365.25 * 24 * 60 * 60 * 1000;
