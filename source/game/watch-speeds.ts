/**
 * Nodes a frame in watch mode; `+` goes right, `-` left. On its own so the
 * command line's flag table (`tobikoe watch --speed`) can read it without
 * loading the game's keys.
 */
export const WATCH_SPEEDS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000] as const;
