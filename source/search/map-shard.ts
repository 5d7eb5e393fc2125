import { gatherBack } from './map-back.js';
import type { LayerWork } from './map-layer.js';
import { OutLayer } from './map-out.js';
import { CHUNKS_DONE, type LayerOrder, type LayerReport, STOP } from './map-protocol.js';
import { Reservoir } from './map-reservoir.js';
import type { ShardContext } from './map-shard-context.js';

export type { ShardContext } from './map-shard-context.js';

/**
 * One layer of a shard in steps: the chunks it owns (every `shards`-th, from
 * its own number), searched as `order` says, one a step; then, searching out,
 * what the other shards still send, a look a step. A step yields true when it
 * found nothing to do but wait for them. Its report is what it marked.
 */
export function* shardLayerSteps(
  context: ShardContext,
  order: LayerOrder,
): Generator<boolean, LayerReport, undefined> {
  const { words, control, mail } = context;
  const { layer, chunks, chunkWords, direction, side } = order;
  const samples = new Reservoir(context.sampleSize, context.seed * 7919 + layer);
  const work: LayerWork = { found: 0, looked: 0 };
  // One buffer for the layer: one a chunk was most of what the map's own thread allocated.
  const neighbours = new Int32Array(context.space.mostNeighbours);
  const out =
    direction === 'out'
      ? new OutLayer(context, layer, chunkWords, side, samples, neighbours)
      : undefined;
  mail.begin();
  for (let chunk = mail.me; chunk < chunks; chunk += mail.shards) {
    if (Atomics.load(control, STOP) !== 0 || context.shouldStop?.()) break;
    const from = chunk * chunkWords;
    const to = Math.min(words.length, from + chunkWords);
    if (out) out.expand(from, to);
    else gatherBack(context, layer, from, to, samples, work, neighbours);
    Atomics.add(control, CHUNKS_DONE, 1);
    yield false;
  }
  if (out) {
    out.sayDone();
    for (let received = out.takeLast(); received >= 0; received = out.takeLast()) {
      yield received === 0;
    }
    work.found += out.found;
    work.looked += out.looked;
  }
  return { layer, ...work, kept: samples.kept, seen: samples.seen };
}

/** One layer of a shard at once (`shardLayerSteps`), sleeping a moment while it waits. */
export const runShardLayer = (context: ShardContext, order: LayerOrder): LayerReport => {
  const steps = shardLayerSteps(context, order);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (step.value) context.mail.pause();
  }
};
