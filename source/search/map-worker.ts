/**
 * One thread of a whole-map search (see map.ts): recreates the puzzle's
 * position space, then for each layer it is told of searches the chunks it
 * owns (`runShardLayer`) and reports what it marked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { findEntry } from '../puzzles/catalogue.js';
import { Mail } from './map-mail.js';
import type { LayerOrder, MapWorkerData } from './map-protocol.js';
import { STOP } from './map-protocol.js';
import { runShardLayer, type ShardContext } from './map-shard.js';

const data = workerData as MapWorkerData | undefined;
const port = parentPort;
if (port && data) {
  const entry = findEntry(data.source.id);
  const space = entry?.create(data.source.options).space?.();
  if (!space) throw new Error(`${data.source.id} has no position space`);
  const control = new Int32Array(data.control);
  const context: ShardContext = {
    space,
    words: new Int32Array(data.words),
    fresh: new Int32Array(data.fresh),
    control,
    mail: new Mail(data.mail, data.shards, data.shard, control, STOP),
    sampleSize: data.sampleSize,
    seed: data.seed,
  };
  port.on('message', (order: LayerOrder) => {
    port.postMessage(runShardLayer(context, order));
  });
}
