import { Session } from 'node:inspector';

/**
 * Asks V8 for the collection it makes when the system is short of memory
 * (the inspector's HeapProfiler.collectGarbage is its low-memory
 * notification): the whole heap marked and compacted, and the young
 * generation, grown while the program's modules loaded, shrunk to its least,
 * its pages given back. Without it V8 does so itself some 8 s after the heap
 * last grew. About 10 ms. (A session closed inside its own answer never
 * returns: it is closed on the next turn.)
 */
export const giveBackMemory = (): Promise<void> =>
  new Promise((resolve) => {
    const session = new Session();
    session.connect();
    session.post('HeapProfiler.collectGarbage', () => {
      setImmediate(() => {
        session.disconnect();
        resolve();
      });
    });
  });
