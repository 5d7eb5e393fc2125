import type { PositionSpace } from '../puzzles/puzzle.js';
import type { MapArrays } from './map-layer.js';
import type { Mail } from './map-mail.js';

/** What one shard of a whole map works with, in a worker thread or in the map's own. */
export type ShardContext = MapArrays & {
  readonly space: PositionSpace;
  readonly control: Int32Array;
  readonly mail: Mail;
  readonly sampleSize: number;
  readonly seed: number;
  /** Asked between chunks besides the shared stop (the map's own thread has no other way). */
  readonly shouldStop?: () => boolean;
};
