/**
 * One thread of a whole-map search (see map.ts): makes the position space
 * again from its recipe (the family's space alone, not the puzzles'
 * catalogue), then for each layer it is told of searches the chunks it owns
 * (`runShardLayer`) and reports what it marked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { spaceFromRecipe } from '../puzzles/space-makers.js';
import { giveBackMemory } from '../util/give-back-memory.js';
import { Mail } from './map-mail.js';
import type { LayerOrder, MapWorkerData } from './map-protocol.js';
import { STOP } from './map-protocol.js';
import { runShardLayer, type ShardContext } from './map-shard.js';

const data = workerData as MapWorkerData | undefined;
const port = parentPort;
if (port && data) {
  const control = new Int32Array(data.control);
  const context: ShardContext = {
    space: spaceFromRecipe(data.recipe),
    words: new Int32Array(data.words),
    fresh: new Int32Array(data.fresh),
    control,
    mail: new Mail(data.mail, data.shards, data.shard, control, STOP),
    sampleSize: data.sampleSize,
    seed: data.seed,
  };
  if (data.giveBack) await giveBackMemory();
  port.on('message', (order: LayerOrder) => {
    port.postMessage(runShardLayer(context, order));
  });
}
