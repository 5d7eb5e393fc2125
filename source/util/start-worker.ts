import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * An entry a worker thread adds to its catalogue before it starts (a family
 * the tests bring): `module` exports it as `name`, and `catalogue` is the
 * module whose `registerEntry` takes it.
 */
export type WorkerEntry = {
  readonly module: string;
  readonly name: string;
  readonly catalogue: string;
};

const workerEntries = new Set<WorkerEntry>();

/** Every worker started from now on adds `entry` first; returns how to stop that. */
export const addToWorkers = (entry: WorkerEntry): (() => void) => {
  workerEntries.add(entry);
  return () => {
    workerEntries.delete(entry);
  };
};

/**
 * Starts the worker whose entry is `./<name>.js` beside the module at `from`
 * (its `import.meta.url`). Under tsx or vitest that module is a `.ts` file and
 * Node cannot load a `.ts` worker entry itself: the worker then starts from a
 * bootstrap that registers tsx first (and adds the entries of `addToWorkers`).
 * From the build it is plain `.js`.
 */
export const startWorker = (from: string, name: string, options: WorkerOptions = {}): Worker => {
  const typescript = from.endsWith('.ts');
  const added = [...workerEntries];
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
