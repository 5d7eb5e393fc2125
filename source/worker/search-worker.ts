/**
 * The search worker: runs one job (worker/jobs.ts and watch-jobs.ts, the same
 * search code as the command line) and posts its progress events and one
 * outcome. A watch job instead waits to be told how many nodes to run next,
 * and answers each time with a frame. The UI thread ends a worker with
 * `terminate()`; it never needs to be asked politely.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { limitEverySearch } from '../search/progress.js';
import { installDataFolderTables } from '../store/tables.js';
import { type JobControl, runAnalysis, runSearch } from './jobs.js';
import { runMap } from './map-job.js';
import type { AdvanceMessage, WorkerJob, WorkerMessage } from './protocol.js';
import { runBounds, watchSession } from './watch-jobs.js';

// The tables the command line keeps (pattern databases) serve the screens'
// searches too: without them the Line Puzzle's default bound stays cheap for
// millions of nodes, as if the tables had never been built.
installDataFolderTables();

/**
 * Every search a screen starts has an end: past this many nodes (many
 * minutes of a core) it stops as limited, whatever the puzzle lacks (a
 * lower bound, a small space) to finish sooner.
 */
const SCREEN_SEARCH_NODES = 3_000_000_000;
limitEverySearch(SCREEN_SEARCH_NODES);

const post = (message: WorkerMessage): void => {
  parentPort?.postMessage(message);
};

const progress: JobControl = {
  onIteration: (event) => post({ type: 'iteration', event }),
  onTick: (event) => post({ type: 'tick', event }),
};

const watch = (job: Extract<WorkerJob, { kind: 'watch' }>): void => {
  try {
    const session = watchSession(job);
    parentPort?.on('message', (message: AdvanceMessage) => {
      if (message.type === 'advance')
        post({ type: 'frame', frame: session.advance(message.nodes) });
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    post({ type: 'done', outcome: { kind: 'failed', message } });
  }
};

const job = workerData as WorkerJob | undefined;
if (parentPort && job) {
  switch (job.kind) {
    case 'solve':
      post({ type: 'done', outcome: runSearch(job, progress) });
      break;
    case 'analyze':
      post({ type: 'done', outcome: runAnalysis(job, progress) });
      break;
    case 'bounds':
      post({
        type: 'done',
        outcome: runBounds(job, {
          onStart: (bound) => post({ type: 'bound', bound }),
          onTick: (event) => post({ type: 'tick', event }),
          onRow: (row) => post({ type: 'row', row }),
        }),
      });
      break;
    case 'watch':
      watch(job);
      break;
    case 'map':
      // Its own threads do the mapping; this one waits for them and reports.
      void runMap(job, { onTick: (event) => post({ type: 'tick', event }) }).then((outcome) =>
        post({ type: 'done', outcome }),
      );
      break;
  }
}
