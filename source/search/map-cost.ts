/**
 * What mapping a position space whole takes (see `buildWholeMap`), told to a
 * player before a map starts. Scaled from one measured run of `analyze line
 * --goal goal1 --full`: 252,252,000 positions in 307 s of CPU time on two
 * threads (so some 160 s on two idle cores), 291 MB peak resident memory.
 */
export type MapCost = {
  /** Wall-clock seconds on two cores, roughly. */
  readonly seconds: number;
  /** Peak memory of the whole process, roughly. */
  readonly megabytes: number;
};

/** Two idle cores map MEASURED_POSITIONS in about MEASURED_SECONDS (start-up and saving included). */
const MEASURED_POSITIONS = 252_252_000;
const MEASURED_SECONDS = 170;
/** Memory besides the map: Node, its worker threads and their tables. */
const BASE_MEGABYTES = 140;
/**
 * Bytes per position at the peak: the shared two-bit map, its copy and the
 * gzip stream when it is kept (the Line Puzzle: 291 MB in all).
 */
const BYTES_PER_POSITION = 0.64;

export const mapCost = (positions: number): MapCost => ({
  seconds: Math.max(1, Math.round((positions / MEASURED_POSITIONS) * MEASURED_SECONDS)),
  megabytes: Math.round(BASE_MEGABYTES + (positions * BYTES_PER_POSITION) / 1_000_000),
});
