/**
 * One thread of a whole-map search (see map.ts): recreates the puzzle's
 * position space, then for each layer it is told of, takes chunks of the
 * shared map until none are left and reports what it marked.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { findEntry } from '../puzzles/catalogue.js';
import { type LayerWork, layerWords } from './map-layer.js';
import type { LayerOrder, LayerReport, MapWorkerData } from './map-protocol.js';
import { CHUNKS_DONE, NEXT_CHUNK, STOP } from './map-protocol.js';
import { Reservoir } from './map-reservoir.js';

const data = workerData as MapWorkerData | undefined;
const port = parentPort;
if (port && data) {
  const entry = findEntry(data.source.id);
  const space = entry?.create(data.source.options).space?.();
  if (!space) throw new Error(`${data.source.id} has no position space`);
  const words = new Int32Array(data.words);
  const map = { words, fresh: new Int32Array(data.fresh) };
  const control = new Int32Array(data.control);
  port.on('message', ({ layer, chunks, chunkWords, direction }: LayerOrder) => {
    const samples = new Reservoir(data.sampleSize, data.seed * 7919 + layer);
    const work: LayerWork = { found: 0, looked: 0 };
    for (;;) {
      if (Atomics.load(control, STOP) !== 0) break;
      const chunk = Atomics.add(control, NEXT_CHUNK, 1);
      if (chunk >= chunks) break;
      const from = chunk * chunkWords;
      const to = Math.min(words.length, from + chunkWords);
      layerWords(direction, { ...map, space, from, to, layer, samples, work });
      Atomics.add(control, CHUNKS_DONE, 1);
    }
    const report: LayerReport = {
      layer,
      ...work,
      kept: samples.kept,
      seen: samples.seen,
    };
    port.postMessage(report);
  });
}
