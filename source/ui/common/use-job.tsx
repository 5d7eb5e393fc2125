/**
 * The one way a screen asks for work off the UI thread (`useJob`: start,
 * progress, result, cancel, end) and keeps what the player chose (`useKept`).
 * Both live in the app's JobStore, above the screens: a screen that is not
 * drawn for a while (a window too small) loses nothing. Work ends when its
 * scope ends (`JobScope`: a game left), when it is cleared, or when a new
 * start takes its slot.
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type ControlOf,
  type JobOf,
  type Kind,
  type Services,
  workerServices,
} from './job-kinds.js';
import { JobStore, type JobView, type StartOptions } from './job-store.js';

export type { JobView, StartOptions } from './job-store.js';
export { REDRAW_MS } from './job-store.js';

const JobsContext = createContext<JobStore>(new JobStore(workerServices));
const ScopeContext = createContext('');

/** The app's store of work and kept state, over `services` (worker threads unless given). */
export const JobsProvider = ({
  services,
  children,
}: {
  readonly services?: Partial<Services>;
  readonly children: ReactNode;
}): ReactNode => {
  const [store] = useState(() => new JobStore({ ...workerServices, ...services }));
  useEffect(() => () => store.endScope(''), [store]);
  return <JobsContext.Provider value={store}>{children}</JobsContext.Provider>;
};

/** Work and kept state under `name`; ended when this scope leaves (a game left). */
export const JobScope = ({
  name,
  children,
}: {
  readonly name: string;
  readonly children: ReactNode;
}): ReactNode => {
  const store = useContext(JobsContext);
  const scope = `${useContext(ScopeContext)}${name}/`;
  useEffect(() => () => store.endScope(scope), [store, scope]);
  return <ScopeContext.Provider value={scope}>{children}</ScopeContext.Provider>;
};

/** Ends everything under `slot` in this scope (a panel closed by the player). */
export const useEndScope = (): ((slot: string) => void) => {
  const store = useContext(JobsContext);
  const scope = useContext(ScopeContext);
  return useCallback((slot: string) => store.endScope(`${scope}${slot}`), [store, scope]);
};

export type JobHandle<K extends Kind> = {
  /** The latest job in the slot, or none (never started, or cleared). */
  readonly view: JobView<K> | undefined;
  /** Starts `job`, ending the one before without a word. */
  start(job: JobOf<K>, options?: StartOptions<K>): void;
  /** Ends the running job; it then reads `cancelled` (and `onDone` hears of it). */
  cancel(): void;
  /** Ends the running job without a word and forgets it. */
  clear(): void;
  /** Tells the running job something (a watch's pace). */
  control(command: ControlOf<K>): void;
};

/** The job of `kind` in `slot` of this scope: one at a time per slot. */
export const useJob = <K extends Kind>(kind: K, slot: string): JobHandle<K> => {
  const store = useContext(JobsContext);
  const key = `${useContext(ScopeContext)}${slot}`;
  const view = useSyncExternalStore(
    useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]),
    () => store.view<K>(key),
  );
  const start = useCallback(
    (job: JobOf<K>, options?: StartOptions<K>) => store.start(key, kind, job, options),
    [store, key, kind],
  );
  const cancel = useCallback(() => store.cancel(key), [store, key]);
  const clear = useCallback(() => store.clear(key), [store, key]);
  const control = useCallback(
    (command: ControlOf<K>) => store.control<K>(key, command),
    [store, key],
  );
  return useMemo(
    () => ({ view, start, cancel, clear, control }),
    [view, start, cancel, clear, control],
  );
};

type Change<T> = T | ((now: T) => T);

/**
 * State kept in `slot` of this scope, above the screen: `[value, set, read]`,
 * where `read()` gives the value as of now (for key handlers that run before
 * React has drawn the last change).
 */
export const useKept = <T,>(
  slot: string,
  initial: () => T,
): [T, (change: Change<T>) => void, () => T] => {
  const store = useContext(JobsContext);
  const key = `${useContext(ScopeContext)}${slot}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the initial value is read once
  const read = useCallback((): T => {
    const kept = store.read<{ value: T }>(key);
    if (kept) return kept.value;
    // First use: the initial value is kept at once, so every reader sees the same one.
    const value = initial();
    store.seed(key, { value });
    return value;
  }, [store, key]);
  const value = useSyncExternalStore(
    useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]),
    read,
  );
  const set = useCallback(
    (change: Change<T>) => {
      const next = typeof change === 'function' ? (change as (now: T) => T)(read()) : change;
      store.write(key, { value: next });
    },
    [store, key, read],
  );
  return [value, set, read];
};
