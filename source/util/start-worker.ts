import { createRequire } from 'node:module';
import type { Worker, WorkerOptions } from 'node:worker_threads';
import { workerBuild, workerEntries } from './worker-entries.js';

// Loaded at the first worker: a search that needs none (`solve line-3`, whose
// tables are stored) never pays for node:worker_threads.
const require = createRequire(import.meta.url);
const workerClass = (): typeof Worker =>
  (require('node:worker_threads') as typeof import('node:worker_threads')).Worker;

/**
 * Starts the worker whose entry is `./<name>.js` beside the module at `from`
 * (its `import.meta.url`). Under tsx or vitest that module is a `.ts` file and
 * Node cannot load a `.ts` worker entry itself: the worker then starts from a
 * bootstrap that registers tsx first (and adds the entries of `addToWorkers`).
 * From the build it is plain `.js`. When the tests have said where a build
 * of these very sources is (`startWorkersFromBuild`), a `.ts` entry starts
 * from its bundle there instead, unless entries were added.
 */
export const startWorker = (from: string, name: string, options: WorkerOptions = {}): Worker => {
  const typescript = from.endsWith('.ts');
  const added = workerEntries();
  const built = typescript && added.length === 0 ? workerBuild() : undefined;
  const Worker = workerClass();
  if (built) return new Worker(new URL(`./${name}.js`, built), options);
  if (!typescript && added.length === 0) return new Worker(new URL(`./${name}.js`, from), options);
  const entry = new URL(`./${name}.${typescript ? 'ts' : 'js'}`, from).href;
  const bootstrap = `(async () => {
    ${typescript ? "(await import('tsx/esm/api')).register();" : ''}
    for (const { module, name, catalogue } of ${JSON.stringify(added)}) {
      (await import(catalogue)).registerEntry((await import(module))[name]);
    }
    await import(${JSON.stringify(entry)});
  })();`;
  return new Worker(bootstrap, { ...options, eval: true });
};
