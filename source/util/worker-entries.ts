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

let builtFolder: URL | undefined;

/**
 * Workers whose entry is a `.ts` file start from the build in `folder`
 * instead (its `<name>.js`, the same sources bundled), unless entries were
 * added for them (those are sources a bundle cannot take in). The tests ask
 * for it once their set-up has made sure the build is of the sources as they
 * are: a worker then starts in a fraction of the CPU a tsx bootstrap costs.
 * Returns how to stop that.
 */
export const startWorkersFromBuild = (folder: URL): (() => void) => {
  builtFolder = folder;
  return () => {
    if (builtFolder === folder) builtFolder = undefined;
  };
};

/** The build workers started from the sources start from instead, if any. */
export const workerBuild = (): URL | undefined => builtFolder;
