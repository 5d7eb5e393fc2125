import type { SpaceRecipe } from '../puzzles/puzzle.js';
import type { Direction } from './map-layer.js';
import type { MailBuffers } from './map-mail.js';

export type MapWorkerData = {
  /** How a map worker makes the space (without the puzzles' catalogue). */
  readonly recipe: SpaceRecipe;
  /** Whether the worker gives its heap's spare pages back before it starts (`giveBackMemory`). */
  readonly giveBack: boolean;
  /** The map: 2 bits per position (see map-layer.ts). */
  readonly words: SharedArrayBuffer;
  /** Which words gained positions in a layer (see `MapArrays`). */
  readonly fresh: SharedArrayBuffer;
  /** Int32 slots: STOP, CHUNKS_DONE. */
  readonly control: SharedArrayBuffer;
  readonly mail: MailBuffers;
  /** This shard's number, of `shards`: it owns every `shards`-th chunk from this one. */
  readonly shard: number;
  readonly shards: number;
  readonly sampleSize: number;
  readonly seed: number;
};

/** Non-zero: stop after the chunk in hand. */
export const STOP = 1;
/** Chunks finished in this layer, for the progress bar. */
export const CHUNKS_DONE = 2;

export type LayerOrder = {
  readonly layer: number;
  readonly chunks: number;
  readonly chunkWords: number;
  readonly direction: Direction;
  /**
   * The marks of a word where this layer's positions may lie: all of them,
   * or those of the layer's side (`StepPairs.sides`, see `layerSide`).
   */
  readonly side: number;
};

export type LayerReport = {
  readonly layer: number;
  /** Positions this thread marked with the next layer. */
  readonly found: number;
  /** Positions whose neighbours it made. */
  readonly looked: number;
  /** A uniform sample of them (all of them when `seen` ≤ the sample size). */
  readonly kept: readonly number[];
  readonly seen: number;
};
