import { GROUP_POSITIONS } from './map-layer.js';

/**
 * What mapping a position space whole takes (see `buildWholeMap`), told to a
 * player before a map starts. Scaled from measured runs of `analyze line
 * --goal goal1 --full` (the bench's row): 252,252,000 positions in 22 s of
 * CPU time on two threads, about 12.7 s on two idle cores (start-up and
 * saving included), 138–139 MB peak resident memory.
 */
export type MapCost = {
  /** Wall-clock seconds on two cores, roughly. */
  readonly seconds: number;
  /** Peak memory of the whole process, roughly. */
  readonly megabytes: number;
};

/** Two idle cores map MEASURED_POSITIONS in about MEASURED_SECONDS (start-up and saving included). */
const MEASURED_POSITIONS = 252_252_000;
const MEASURED_SECONDS = 13;
/** Memory besides the map: Node, the program, and the one worker thread beside it. */
const BASE_MEGABYTES = 68;
/**
 * Bytes per position at the peak: the shared two-bit map, and the two bit
 * sets (one per layer parity) of a bit per group of positions that say where
 * each layer lies.
 */
const BYTES_PER_POSITION = 2 / 8 + 2 / (8 * GROUP_POSITIONS);

export const mapCost = (positions: number): MapCost => ({
  seconds: Math.max(1, Math.round((positions / MEASURED_POSITIONS) * MEASURED_SECONDS)),
  megabytes: Math.round(BASE_MEGABYTES + (positions * BYTES_PER_POSITION) / 1_000_000),
});
