/*
 * The families a worker thread adds to its catalogue before it starts, kept
 * apart from the worker starter: the catalogue registers them without loading
 * worker_threads.
 */

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

const entries = new Set<WorkerEntry>();

/** Every worker started from now on adds `entry` first; returns how to stop that. */
export const addToWorkers = (entry: WorkerEntry): (() => void) => {
  entries.add(entry);
  return () => {
    entries.delete(entry);
  };
};

/** The entries every worker started now adds first. */
export const workerEntries = (): WorkerEntry[] => [...entries];
