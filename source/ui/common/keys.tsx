import { type Key, useApp, useInput, useStdin } from 'ink';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { isCtrlC, splitKeys } from '../../game/index.js';
import { INTERRUPTED } from './exit.js';

export type KeyHandler = (input: string, key: Key) => void;

/** React renders an update a few event-loop turns after the key that caused it. */
const TURNS_BETWEEN_KEYS = 5;

const later = (turns: number, run: () => void): void => {
  if (turns <= 0) run();
  else setImmediate(() => later(turns - 1, run));
};

type Router = { register(handler: RefObject<KeyHandler>): () => void };

const RouterContext = createContext<Router | null>(null);

/**
 * One Ink input listener for the whole app, attached once and never replaced,
 * handing each key to the screen on top. Ink attaches a `useInput` listener in
 * a passive effect, so a screen that has just appeared would miss keys typed
 * in its first frames (`q` `q` typed quickly); screens here register in a
 * layout effect instead, which runs as the screen is committed. Ctrl-C quits
 * from anywhere, with the exit code of an interrupt (130).
 */
export const KeyRouter = ({ children }: { readonly children: ReactNode }): ReactNode => {
  const { exit } = useApp();
  const { isRawModeSupported } = useStdin();
  const stack = useRef<RefObject<KeyHandler>[]>([]);
  const exitRef = useRef(exit);
  exitRef.current = exit;
  const router = useMemo<Router>(
    () => ({
      register(handler) {
        stack.current.push(handler);
        return () => {
          stack.current = stack.current.filter((entry) => entry !== handler);
        };
      },
    }),
    [],
  );
  // Presses not yet handed out, oldest first, and whether a hand-out is under way.
  const queue = useRef<[string, Key][]>([]);
  const handing = useRef(false);
  const onInput = useCallback((input: string | undefined, key: Key) => {
    // Ink is patched (patches/ink+6.8.0.patch) so that sequences it does not
    // know never reach here; this stays as the guard for every screen should
    // another one slip through (Ink issue #901).
    if (typeof input !== 'string') return;
    const presses = splitKeys(input, key).map(([char, press]): [string, Key] => [
      char,
      { ...key, ...press },
    ]);
    if (presses.some(([char, press]) => isCtrlC(char, press))) {
      exitRef.current(INTERRUPTED);
      return;
    }
    // Characters that came in one read are handed out a few turns of the
    // event loop apart, after React has committed what the one before did, so
    // each reaches the screen the one before it led to (`q` `q`, `q` `?`). A
    // read that comes meanwhile waits its turn behind them: keys never overtake.
    queue.current.push(...presses);
    if (handing.current) return;
    const next = (): void => {
      const press = queue.current.shift();
      if (!press) {
        handing.current = false;
        return;
      }
      handing.current = queue.current.length > 0;
      stack.current[stack.current.length - 1]?.current(...press);
      if (handing.current) later(TURNS_BETWEEN_KEYS, next);
    };
    next();
  }, []);
  useInput(onInput, { isActive: isRawModeSupported === true });
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
};

/**
 * The keys of one screen: while `active`, it gets every key (the latest
 * screen to become active wins). Outside a `KeyRouter` (a screen rendered on
 * its own) it listens with Ink's `useInput`.
 */
export const useKeys = (handler: KeyHandler, active = true): void => {
  const router = useContext(RouterContext);
  const { isRawModeSupported } = useStdin();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useLayoutEffect(() => {
    if (!router || !active) return;
    return router.register(latest);
  }, [router, active]);
  useInput(
    (input: string | undefined, key) => {
      if (typeof input === 'string') latest.current(input, key);
    },
    {
      isActive: router === null && active && isRawModeSupported === true,
    },
  );
};
