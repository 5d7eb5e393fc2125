/**
 * Asks V8 for the collection it makes when the system is short of memory
 * (the inspector's HeapProfiler.collectGarbage is its low-memory
 * notification): the whole heap marked and compacted, and the young
 * generation, grown while the program's modules loaded, shrunk to its least,
 * its pages given back. Without it V8 does so itself some 8 s after the heap
 * last grew. About 10 ms. (A session closed inside its own answer never
 * returns: it is closed on the next turn.) A Node built without the
 * inspector leaves the heap to V8.
 */
export const giveBackMemory = async (): Promise<void> => {
  const inspector = await import('node:inspector').catch(() => undefined);
  if (!inspector) return;
  const session = new inspector.Session();
  try {
    session.connect();
  } catch {
    return;
  }
  await new Promise<void>((resolve) => {
    session.post('HeapProfiler.collectGarbage', () => {
      setImmediate(() => {
        session.disconnect();
        resolve();
      });
    });
  });
};
