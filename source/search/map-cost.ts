/**
 * What mapping a position space whole takes (see `buildWholeMap`), told to a
 * player before a map starts. Scaled from measured runs of `analyze line
 * --goal goal1 --full`: 252,252,000 positions in 40–44 s of CPU time on two
 * threads (about 22 s on two idle cores, start-up and saving included),
 * 150–156 MB peak resident memory.
 */
export type MapCost = {
  /** Wall-clock seconds on two cores, roughly. */
  readonly seconds: number;
  /** Peak memory of the whole process, roughly. */
  readonly megabytes: number;
};

/** Two idle cores map MEASURED_POSITIONS in about MEASURED_SECONDS (start-up and saving included). */
const MEASURED_POSITIONS = 252_252_000;
const MEASURED_SECONDS = 22;
/** Memory besides the map: Node, the program, and the one worker thread beside it. */
const BASE_MEGABYTES = 76;
/**
 * Bytes per position at the peak: the shared two-bit map and the two bit sets
 * of groups of four positions that say where each layer lies.
 */
const BYTES_PER_POSITION = 0.3125;

export const mapCost = (positions: number): MapCost => ({
  seconds: Math.max(1, Math.round((positions / MEASURED_POSITIONS) * MEASURED_SECONDS)),
  megabytes: Math.round(BASE_MEGABYTES + (positions * BYTES_PER_POSITION) / 1_000_000),
});
