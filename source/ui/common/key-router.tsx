import { type Key, useApp, useStdin, useStdout } from 'ink';
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { type InputToken, isInterrupt, isSuspendKey } from '../../game/input-tokens.js';
import type { KeyPress } from '../../game/key-binding.js';
import { isRecordKey } from '../../game/key-table.js';
import { onResume, suspend } from '../suspend.js';
import { MouseRegionsContext, mouseRegions } from './clickable.js';
import { INTERRUPTED } from './exit.js';
import { type InputStream, listenToInput } from './input-source.js';
import { useRecordKey } from './recorder-context.js';

export type KeyHandler = (input: string, key: Key) => void;

/** React renders an update a few event-loop turns after the key that caused it. */
const TURNS_BETWEEN_KEYS = 5;
/**
 * The most input waiting to be handed out: a paste longer than this is cut
 * (what could not be applied in a moment is dropped), so any amount of input
 * is dealt with in bounded time and the next key finds the app listening.
 */
export const MAX_WAITING = 256;

/** The screen cleared, the cursor home. */
const CLEAR = '\u001B[2J\u001B[H';
/** Longer than Ink's frame interval (30 frames a second): a resize's new frame has been drawn by then. */
const SETTLE_MS = 100;

const later = (turns: number, run: () => void): void => {
  if (turns <= 0) run();
  else setImmediate(() => later(turns - 1, run));
};

/** A key press as Ink's `useInput` describes it, every flag given. */
export const inkKey = (press: KeyPress): Key => ({
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
  ...press,
});

type Screen = { readonly handler: RefObject<KeyHandler> };

type Router = {
  register(screen: Screen): () => void;
  /** Hears every key and click, whichever screen is on top (`useAnyKey`). */
  listen(listener: RefObject<() => void>): () => void;
};

const RouterContext = createContext<Router | null>(null);

/**
 * The app's input: one reader of stdin for the whole app (see `listenToInput`),
 * attached once and never replaced, handing each key to the screen on top and
 * each mouse report to the region under it (see `Clickable`). Screens register
 * in a layout effect, as they are committed, so a screen that has just
 * appeared gets the keys typed in its first frames (`q` `q` typed quickly).
 * Ctrl-C quits from anywhere, at once, with the exit code of an interrupt
 * (130), wherever it stands in what was read and however much waits. Ctrl-Z
 * suspends from anywhere, at once (see `suspend`); once the process goes on,
 * the last frame is drawn again whole, and keys typed after Ctrl-Z in the
 * same read are handed out as usual.
 */
export const KeyRouter = ({ children }: { readonly children: ReactNode }): ReactNode => {
  const { exit } = useApp();
  const { stdin, isRawModeSupported } = useStdin();
  const { write, stdout } = useStdout();
  const stack = useRef<Screen[]>([]);
  const listeners = useRef(new Set<RefObject<() => void>>());
  const exitRef = useRef(exit);
  exitRef.current = exit;
  const regions = useMemo(mouseRegions, []);
  const toggleRecording = useRecordKey();
  const recordKey = useRef(toggleRecording);
  recordKey.current = toggleRecording;
  const router = useMemo<Router>(
    () => ({
      register(screen) {
        stack.current.push(screen);
        return () => {
          stack.current = stack.current.filter((entry) => entry !== screen);
        };
      },
      listen(listener) {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [],
  );
  useLayoutEffect(() => {
    if (isRawModeSupported !== true) return;
    // Tokens not yet handed out, oldest first, and whether a hand-out is under way.
    const queue: InputToken[] = [];
    let handing = false;
    let ended = false;
    const handOut = (token: InputToken): void => {
      const top = stack.current[stack.current.length - 1];
      for (const listener of listeners.current) listener.current();
      if (token.kind === 'key') {
        // The record key works on every screen, over whatever it does there.
        if (isRecordKey(token.input, token.key)) {
          recordKey.current();
          return;
        }
        top?.handler.current(token.input, inkKey(token.key));
        return;
      }
      const { action } = token.mouse;
      // A wheel turn no region took is a key of the screen's, as its key table says (a list's ↑ ↓).
      if (regions.dispatch(token.mouse)) return;
      if (action === 'wheel-up' || action === 'wheel-down') {
        top?.handler.current(
          '',
          inkKey({ [action === 'wheel-up' ? 'wheelUp' : 'wheelDown']: true }),
        );
      }
    };
    const next = (): void => {
      const token = queue.shift();
      if (!token || ended) {
        handing = false;
        return;
      }
      handing = queue.length > 0;
      handOut(token);
      if (handing) later(TURNS_BETWEEN_KEYS, next);
    };
    const stop = listenToInput(stdin as unknown as InputStream, (read) => {
      let tokens = read;
      if (ended) return;
      if (tokens.some(isInterrupt)) {
        ended = true;
        queue.length = 0;
        exitRef.current(INTERRUPTED);
        return;
      }
      if (tokens.some(isSuspendKey)) {
        suspend();
        tokens = tokens.filter((token) => !isSuspendKey(token));
      }
      // Tokens that came in one read are handed out a few turns of the event
      // loop apart, after React has committed what the one before did, so
      // each reaches the screen the one before it led to (`q` `q`, `Down`
      // `Enter`). A read that comes meanwhile waits its turn behind them.
      queue.push(...tokens.slice(0, Math.max(0, MAX_WAITING - queue.length)));
      if (!handing) next();
    });
    return () => {
      ended = true;
      stop();
    };
  }, [stdin, isRawModeSupported, regions]);
  useLayoutEffect(() => {
    let settle: NodeJS.Timeout | undefined;
    const stop = onResume(() => {
      // Ink writes only what changed since its last frame; after a stop the
      // screen is blank, and writing nothing through Ink draws its last frame
      // again whole. After a resize meanwhile, the frame laid out for the new
      // size comes a frame or two later, and the one drawn at once for the
      // old size may have scrolled: the whole screen is drawn once more then.
      const whole = (): void => {
        stdout.write(CLEAR);
        write('');
      };
      whole();
      clearTimeout(settle);
      settle = setTimeout(whole, SETTLE_MS);
    });
    return () => {
      clearTimeout(settle);
      stop();
    };
  }, [write, stdout]);
  return (
    <RouterContext.Provider value={router}>
      <MouseRegionsContext.Provider value={regions}>{children}</MouseRegionsContext.Provider>
    </RouterContext.Provider>
  );
};

/**
 * The keys of one screen: while `active`, it gets every key (the latest
 * screen to become active wins). Outside a `KeyRouter` (a screen rendered on
 * its own) it reads the input itself, every key as it comes.
 */
export const useKeys = (handler: KeyHandler, active = true): void => {
  const router = useContext(RouterContext);
  const { stdin, isRawModeSupported } = useStdin();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useLayoutEffect(() => {
    if (!router || !active) return;
    return router.register({ handler: latest });
  }, [router, active]);
  useLayoutEffect(() => {
    if (router || !active || isRawModeSupported !== true) return;
    return listenToInput(stdin as unknown as InputStream, (tokens) => {
      for (const token of tokens) {
        if (token.kind === 'key') latest.current(token.input, inkKey(token.key));
      }
    });
  }, [router, active, stdin, isRawModeSupported]);
};

/**
 * Hears that the player pressed a key or clicked, on whatever screen or
 * overlay is on top (the clock of time played). Outside a `KeyRouter` it
 * hears the keys of the input itself.
 */
export const useAnyKey = (heard: () => void): void => {
  const router = useContext(RouterContext);
  const { stdin, isRawModeSupported } = useStdin();
  const latest = useRef(heard);
  useLayoutEffect(() => {
    latest.current = heard;
  });
  useLayoutEffect(() => router?.listen(latest), [router]);
  useLayoutEffect(() => {
    if (router || isRawModeSupported !== true) return;
    return listenToInput(stdin as unknown as InputStream, () => latest.current());
  }, [router, stdin, isRawModeSupported]);
};
