/**
 * Watch mode's paces, slowest first; `+` goes right, `-` left. On its own so
 * the command line's flag table (`tobikoe watch --speed`) can read it without
 * loading the game's keys.
 */

/** Pause between a frame drawn and the next asked for: some 20 frames a second at most. */
export const FRAME_MS = 50;

/** A pace: `nodes` a frame, a frame every `frameMs`; `name` is how `--speed` says it. */
export type WatchSpeed = {
  readonly name: string;
  readonly nodes: number;
  readonly frameMs: number;
};

const slow = (perSecond: number): WatchSpeed => ({
  name: `${perSecond}/s`,
  nodes: 1,
  frameMs: 1000 / perSecond,
});

const fast = (nodes: number): WatchSpeed => ({ name: String(nodes), nodes, frameMs: FRAME_MS });

/** From one node every two seconds (a class follows each) to 10,000 nodes a frame. */
export const WATCH_SPEEDS: readonly WatchSpeed[] = [
  ...[0.5, 1, 2, 5].map(slow),
  ...[1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000].map(fast),
];

/** The pace a watch starts at, unless told: one node a frame. */
export const DEFAULT_WATCH_SPEED = WATCH_SPEEDS.findIndex((speed) => speed.name === '1');

/** The place in `WATCH_SPEEDS` of the pace `--speed` names (the default for none). */
export const watchSpeedNamed = (name: string | undefined): number => {
  const found = WATCH_SPEEDS.findIndex((speed) => speed.name === name);
  return found < 0 ? DEFAULT_WATCH_SPEED : found;
};
