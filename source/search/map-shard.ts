import type { PositionSpace } from '../puzzles/puzzle.js';
import { gatherBack } from './map-back.js';
import type { LayerWork, MapArrays } from './map-layer.js';
import type { Mail } from './map-mail.js';
import { OutLayer } from './map-out.js';
import { CHUNKS_DONE, type LayerOrder, type LayerReport, STOP } from './map-protocol.js';
import { Reservoir } from './map-reservoir.js';

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

/**
 * One layer of a shard: the chunks it owns (every `shards`-th, from its
 * own number), searched as `order` says, and what the other shards found in
 * its words. Its report is what it marked.
 */
export const runShardLayer = (context: ShardContext, order: LayerOrder): LayerReport => {
  const { words, control, mail } = context;
  const { layer, chunks, chunkWords, direction } = order;
  const samples = new Reservoir(context.sampleSize, context.seed * 7919 + layer);
  const work: LayerWork = { found: 0, looked: 0 };
  const out = direction === 'out' ? new OutLayer(context, layer, chunkWords, samples) : undefined;
  mail.begin();
  for (let chunk = mail.me; chunk < chunks; chunk += mail.shards) {
    if (Atomics.load(control, STOP) !== 0 || context.shouldStop?.()) break;
    const from = chunk * chunkWords;
    const to = Math.min(words.length, from + chunkWords);
    if (out) out.expand(from, to);
    else gatherBack(context, layer, from, to, samples, work);
    Atomics.add(control, CHUNKS_DONE, 1);
  }
  if (out) {
    out.finish();
    work.found += out.found;
    work.looked += out.looked;
  }
  return { layer, ...work, kept: samples.kept, seen: samples.seen };
};
