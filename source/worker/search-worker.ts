/**
 * The search worker: runs one job (worker/jobs.ts, the same search code as the
 * command line) and posts its progress events and one outcome. The UI thread
 * ends it with `terminate()`; it never needs to be asked politely.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { installDataFolderTables } from '../store/tables.js';
import { type JobControl, runAnalysis, runSearch } from './jobs.js';
import type { WorkerJob, WorkerMessage } from './protocol.js';

const post = (message: WorkerMessage): void => {
  parentPort?.postMessage(message);
};

const progress: JobControl = {
  onIteration: (event) => post({ type: 'iteration', event }),
  onTick: (event) => post({ type: 'tick', event }),
};

const job = workerData as WorkerJob | undefined;
if (parentPort && job) {
  installDataFolderTables();
  const outcome = job.kind === 'solve' ? runSearch(job, progress) : runAnalysis(job, progress);
  post({ type: 'done', outcome });
}
