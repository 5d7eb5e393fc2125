import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker whose entry is `./<name>.js` beside the module at `from`
 * (its `import.meta.url`). Under tsx or vitest that module is a `.ts` file and
 * Node cannot load a `.ts` worker entry itself: the worker then starts from a
 * bootstrap that registers tsx first. From the build it is plain `.js`.
 */
export const startWorker = (from: string, name: string, options: WorkerOptions = {}): Worker => {
  if (from.endsWith('.ts')) {
    const entry = new URL(`./${name}.ts`, from).href;
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
    return new Worker(bootstrap, { ...options, eval: true });
  }
  return new Worker(new URL(`./${name}.js`, from), options);
};
