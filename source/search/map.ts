import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { Worker } from 'node:worker_threads';
import { LIMITS, LimitPassed } from '../puzzles/capacities.js';
import type { PositionSpace } from '../puzzles/puzzle.js';
import { workersThatFit } from '../util/address-space.js';
import { giveBackMemory } from '../util/give-back-memory.js';
import { startWorker } from '../util/start-worker.js';
import { words } from '../words/words.js';
import { type LayerDone, mapEstimate } from './map-estimate.js';
import {
  clearFresh,
  type Direction,
  freshLength,
  layerSide,
  markFresh,
  markOf,
  POSITIONS_PER_WORD,
  WORDS_PER_FRESH_SLOT,
} from './map-layer.js';
import { crossingShare, MOST_CROSSING_SHARE } from './map-locality.js';
import { clearMail, Mail, mailBuffers } from './map-mail.js';
import {
  CHUNKS_DONE,
  type LayerOrder,
  type LayerReport,
  type MapWorkerData,
  STOP,
} from './map-protocol.js';
import { type ShardContext, shardLayerSteps } from './map-shard.js';
import { SearchCancelled, SearchLimitReached } from './search-events.js';

/** Words per chunk a thread takes at a time: 262,144 positions. */
const CHUNK_WORDS = 1 << 14;
/** Positions kept per layer and thread as a sample (all, in layers no larger). */
export const SAMPLE_SIZE = 256;

/** The bytes of a map of `positions` positions: two bits each, in whole 32-bit words. */
export const mapBytes = (positions: number): number =>
  Math.ceil(positions / POSITIONS_PER_WORD) * 4;
const PROGRESS_MS = 250;
/**
 * From a map this large (the Line Puzzle's is 63 MB) each thread gives its
 * heap's spare pages back before the map fills (`giveBackMemory`): 6 MB of
 * the peak between the two, for some 20 ms.
 */
const GIVE_BACK_BYTES = 16 * 1024 * 1024;

export type MapProgress = {
  /** The layer being expanded (its positions are `layer` moves from a goal). */
  readonly layer: number;
  /** Positions reached so far. */
  readonly positions: number;
  readonly ms: number;
  /** The time left as estimated now (`mapEstimate`), once the finished layers tell the pace. */
  readonly leftMs: number | undefined;
  /** Of the map's whole time, 0..1, by the same estimate: the bar and the percentage. */
  readonly share: number | undefined;
};

export type WholeMap = {
  readonly positions: number;
  /** Two bits per position, see map-layer.ts. */
  readonly words: Int32Array;
  readonly goals: readonly number[];
  readonly histogram: readonly number[];
  /** Per layer, a uniform sample of its positions (every one in small layers). */
  readonly samples: readonly (readonly number[])[];
  /** Whether `samples` holds every position of the last layer. */
  readonly farthestComplete: boolean;
  /** Positions whose neighbours were made, all layers (the work done; 1 to 2 × size). */
  readonly looked: number;
  readonly ms: number;
};

export type MapOptions = {
  /**
   * Threads searching the map, this one among them (default: 2): the others
   * are worker threads, which make the same space from its recipe
   * (`PositionSpace.recipe`). 1, or a space without one, maps in this thread alone.
   */
  readonly threads?: number;
  readonly onProgress?: (progress: MapProgress) => void;
  /** Asked now and then; true stops the map with `SearchCancelled`. */
  readonly shouldStop?: () => boolean;
  /** Stops the map with `SearchLimitReached` once this many milliseconds have passed. */
  readonly limitMs?: number;
  /**
   * Stops the map with `SearchLimitReached` at the end of the layer in which
   * it has looked at more positions than this (the work, as `looked` counts it).
   */
  readonly limitNodes?: number;
  /**
   * Words per chunk (a power of two, `WORDS_PER_FRESH_SLOT` or more) and entries per ring between shards
   * (see map-mail.ts), for tests: small ones spread a small map over the
   * shards and fill the rings.
   */
  readonly chunkWords?: number;
  readonly ringEntries?: number;
};

type Shard = {
  /** Layer → layer + 1 in the chunks this shard owns (see map-shard.ts); what it marked. */
  run(order: LayerOrder): Promise<LayerReport>;
  stop(): Promise<void>;
};

/** How long this thread's shard runs steps before the event loop gets a turn. */
const SLICE_MS = 20;

/**
 * The shard searched in this thread, steps at a time (`shardLayerSteps`),
 * the event loop running between them: the progress timer, Ctrl-C, the
 * workers' reports. A thread of its own would cost the map its heap (about
 * 10 MB), and this one is otherwise idle while the map is made. A turn of
 * the loop after every step (a chunk) allocated some 30 MB over a map, and
 * the young generation's every page came to be used.
 */
const inThisThread = (context: ShardContext): Shard => ({
  run: async (order) => {
    const steps = shardLayerSteps(context, order);
    for (;;) {
      const until = performance.now() + SLICE_MS;
      let step = steps.next();
      while (!step.done && !step.value && performance.now() < until) step = steps.next();
      if (step.done) {
        if (context.shouldStop?.() || Atomics.load(context.control, STOP) !== 0) {
          throw new SearchCancelled();
        }
        return step.value;
      }
      // Waiting on the other shards: a moment off the core, which they may need.
      await (step.value ? sleep(1) : nextTurn());
    }
  },
  stop: async () => {},
});

/** Address space kept for this thread's own work while the map's workers run. */
const MAP_HEADROOM_BYTES = 256 * 1024 * 1024;

const spawn = (data: MapWorkerData): Worker =>
  startWorker(import.meta.url, 'map-worker', {
    workerData: data,
    resourceLimits: { maxYoungGenerationSizeMb: 1 },
  });

const inWorker = (data: MapWorkerData): Shard => {
  const worker = spawn(data);
  let failure: Error | undefined;
  let waiting: ((report: LayerReport) => void) | undefined;
  let failed: ((error: Error) => void) | undefined;
  worker.on('message', (report: LayerReport) => waiting?.(report));
  worker.on('error', (error) => {
    failure = error;
    failed?.(error);
  });
  worker.on('exit', () => failed?.(failure ?? new Error(words().search.mapWorkerStopped)));
  return {
    run: (order) =>
      new Promise((resolve, reject) => {
        if (failure) return reject(failure);
        waiting = resolve;
        failed = reject;
        worker.postMessage(order);
      }),
    stop: async () => {
      failed = undefined;
      await worker.terminate();
    },
  };
};

/**
 * Breadth-first search over every position of `space` from `goals`, keeping
 * only two bits per position (the 4×4 Line Puzzle: 252,252,000 positions in
 * 63 MB), layer by layer, this thread and worker threads sharing the map. A layer is
 * searched out from its positions while it is smaller than what is left to
 * reach, then back from the positions not reached yet (see map-layer.ts).
 */
export const buildWholeMap = async (
  space: PositionSpace,
  goals: readonly number[],
  options: MapOptions = {},
): Promise<WholeMap> => {
  const began = performance.now();
  if (space.positions > LIMITS.positionsPerMap) {
    throw new LimitPassed(space.key, 'positionsPerMap', `a space of ${space.positions} positions`);
  }
  if (!Number.isInteger(space.mostNeighbours) || space.mostNeighbours < 1) {
    throw new Error(`${space.key}: mostNeighbours must be a whole number, 1 or more`);
  }
  const shouldStop = options.shouldStop ?? (() => false);
  // The map's pages come on top of whatever the heap holds when it starts.
  const large = mapBytes(space.positions) >= GIVE_BACK_BYTES;
  if (large) await giveBackMemory();
  const words = new Int32Array(new SharedArrayBuffer(mapBytes(space.positions)));
  const fresh = new Int32Array(new SharedArrayBuffer(4 * freshLength(words.length)));
  const control = new Int32Array(new SharedArrayBuffer(16));
  const unique = [...new Set(goals)];
  for (const goal of unique) {
    words[goal >>> 4] |= markOf(0) << ((goal & 15) << 1);
    markFresh(fresh, 0, goal);
  }
  const chunkWords = options.chunkWords ?? CHUNK_WORDS;
  // A fresh slot's words belong to one shard (map-layer.ts, map-mail.ts).
  if (chunkWords < WORDS_PER_FRESH_SLOT || !Number.isInteger(Math.log2(chunkWords))) {
    throw new Error(
      `chunks of ${chunkWords} words: a power of two, ${WORDS_PER_FRESH_SLOT} or more`,
    );
  }
  const chunks = Math.ceil(words.length / chunkWords);
  // Under an address-space limit (ulimit -v), only the workers that fit; none: the map in this thread alone.
  // Where most moves cross chunks, the mail between threads would cost more than they save.
  // A shard owns every `threads`-th chunk: a worker with none to own would only start and wait.
  // A worker makes the space from its recipe: a space without one maps in this thread alone.
  const shared = crossingShare(space, chunkWords) <= MOST_CROSSING_SHARE;
  const { recipe } = space;
  const workers =
    recipe && shared
      ? workersThatFit(
          Math.min(chunks - 1, Math.max(0, (options.threads ?? 2) - 1)),
          MAP_HEADROOM_BYTES,
        )
      : 0;
  const threads = 1 + workers;
  const mail = mailBuffers(threads, options.ringEntries);
  const shards: Shard[] = [
    inThisThread({
      space,
      words,
      fresh,
      control,
      mail: new Mail(mail, threads, 0, control, STOP),
      sampleSize: SAMPLE_SIZE,
      seed: 1,
      shouldStop,
    }),
    ...(recipe
      ? Array.from({ length: workers }, (_, worker) =>
          inWorker({
            recipe,
            giveBack: large,
            words: words.buffer as SharedArrayBuffer,
            fresh: fresh.buffer as SharedArrayBuffer,
            control: control.buffer as SharedArrayBuffer,
            mail,
            shard: worker + 1,
            shards: threads,
            sampleSize: SAMPLE_SIZE,
            seed: worker + 2,
          }),
        )
      : []),
  ];
  const histogram = [unique.length];
  const samples: number[][] = [unique.slice(0, SAMPLE_SIZE)];
  let lastComplete = unique.length <= SAMPLE_SIZE;
  let positions = unique.length;
  const done: LayerDone[] = [];
  let layerBegan = began;
  let direction: Direction = 'out';
  const report = (layer: number): void => {
    const now = performance.now();
    const estimate = mapEstimate({
      positions: space.positions,
      reached: positions,
      histogram,
      done,
      current: {
        direction,
        fraction: Atomics.load(control, CHUNKS_DONE) / chunks,
        ms: now - layerBegan,
      },
      ms: now - began,
    });
    options.onProgress?.({ layer, positions, ms: now - began, ...estimate });
  };
  let timer: NodeJS.Timeout | undefined;
  let looked = 0;
  const overTime = (): boolean =>
    options.limitMs !== undefined && performance.now() - began > options.limitMs;
  try {
    for (let layer = 0; ; layer++) {
      clearMail(mail);
      Atomics.store(control, CHUNKS_DONE, 0);
      clearFresh(fresh, layer + 1);
      direction =
        direction === 'back' || space.positions - positions < histogram[layer] ? 'back' : 'out';
      layerBegan = performance.now();
      report(layer);
      let cancelled = false;
      let late = false;
      timer = setInterval(() => {
        if (shouldStop()) cancelled = true;
        if (overTime()) late = true;
        if (cancelled || late) Atomics.store(control, STOP, 1);
        report(layer);
      }, PROGRESS_MS);
      const order: LayerOrder = {
        layer,
        chunks,
        chunkWords,
        direction,
        side: layerSide(space, unique, layer),
      };
      // The workers have their orders before this thread's shard takes its first
      // slice: in it, it could fill their rings and wait on them (map-mail.ts).
      const [here, ...workerShards] = shards;
      const inWorkers = workerShards.map((shard) => shard.run(order));
      const reports = await Promise.all([here.run(order), ...inWorkers]).catch((error: unknown) => {
        if (error instanceof SearchCancelled && (cancelled || late || overTime())) return [];
        throw error;
      });
      clearInterval(timer);
      if (cancelled || shouldStop()) throw new SearchCancelled();
      if (late || overTime()) {
        throw new SearchLimitReached({
          limit: 'time',
          value: options.limitMs ?? 0,
          nodes: looked,
          ms: performance.now() - began,
          ...(layer > 0 ? { finished: layer - 1 } : {}),
          depth: layer,
        });
      }
      const layerLooked = reports.reduce((sum, report) => sum + report.looked, 0);
      looked += layerLooked;
      const found = reports.reduce((sum, report) => sum + report.found, 0);
      done.push({ found, looked: layerLooked, ms: performance.now() - layerBegan });
      if (found === 0) break;
      if (options.limitNodes !== undefined && looked > options.limitNodes) {
        throw new SearchLimitReached({
          limit: 'nodes',
          value: options.limitNodes,
          nodes: looked,
          ms: performance.now() - began,
          finished: layer,
          depth: layer + 1,
        });
      }
      histogram.push(found);
      positions += found;
      samples.push(reports.flatMap(({ kept }) => kept));
      lastComplete = reports.every(({ seen }) => seen <= SAMPLE_SIZE);
    }
  } finally {
    clearInterval(timer);
    // A shard still waiting on the others (one failed) gives up.
    Atomics.store(control, STOP, 1);
    await Promise.all(shards.map((shard) => shard.stop()));
  }
  return {
    positions: space.positions,
    words,
    goals: unique,
    histogram,
    samples,
    farthestComplete: lastComplete,
    looked,
    ms: performance.now() - began,
  };
};
