/**
 * The screens' distance oracle in one long-lived worker thread (its tables are
 * built once and kept), started at the first question. `cancel()` settles a
 * question at once and tells the worker to skip it or stop its search.
 */
import type { Worker } from 'node:worker_threads';
import { language } from '../words/language.js';
import { spawnWorker, workerErrorText } from './client.js';
import type {
  OracleAnswer,
  OracleJob,
  OracleListeners,
  OracleOutcome,
  OracleQuestion,
  OracleService,
  OracleTables,
} from './oracle-protocol.js';
import type { Running } from './protocol.js';

let worker: Worker | undefined;
let serials = 0;
const waiting = new Map<number, (outcome: OracleOutcome) => void>();
const listening = new Map<number, OracleListeners>();

const failAll = (message: string): void => {
  for (const settle of waiting.values()) settle({ kind: 'failed', message });
  waiting.clear();
};

const oracleWorker = (): Worker => {
  if (worker) return worker;
  const started = spawnWorker('oracle-worker');
  // An idle oracle never keeps the process alive.
  started.unref();
  started.on('message', (message: OracleAnswer | OracleTables) => {
    const { serial } = message;
    if ('tables' in message) {
      if (waiting.has(serial)) listening.get(serial)?.onTables?.(message.tables ?? undefined);
      return;
    }
    waiting.get(serial)?.(message.outcome);
    waiting.delete(serial);
    listening.delete(serial);
  });
  started.on('error', (error: Error) => failAll(workerErrorText(error)));
  started.on('exit', (code) => {
    if (worker === started) worker = undefined;
    failAll(`the oracle worker stopped (exit code ${code})`);
  });
  worker = started;
  return started;
};

const ask = (job: OracleJob, listeners: OracleListeners = {}): Running<OracleOutcome> => {
  const serial = ++serials;
  listening.set(serial, listeners);
  const stop = new SharedArrayBuffer(4);
  let settle: (outcome: OracleOutcome) => void = () => {};
  const result = new Promise<OracleOutcome>((resolve) => {
    settle = resolve;
  });
  waiting.set(serial, settle);
  const question: OracleQuestion = { serial, job, stop, language: language() };
  oracleWorker().postMessage(question);
  return {
    cancel: () => {
      if (!waiting.has(serial)) return;
      Atomics.store(new Int32Array(stop), 0, 1);
      waiting.delete(serial);
      listening.delete(serial);
      settle({ kind: 'cancelled' });
    },
    result,
  };
};

/** The app's oracle: one worker thread, its tables kept while the app runs. */
export const workerOracle: OracleService = { ask };
