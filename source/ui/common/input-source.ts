import { type InputToken, inputTokenizer } from '../../game/input-tokens.js';

/** The part of a stdin stream this reads (process.stdin, or a test's stand-in). */
export type InputStream = NodeJS.EventEmitter & {
  read(): unknown;
  setEncoding?(encoding: BufferEncoding): unknown;
  ref?(): unknown;
  unref?(): unknown;
};

export type TokenListener = (tokens: readonly InputToken[]) => void;

/**
 * An open sequence longer than a lone ESC is given up after this long with
 * nothing more (a mouse report split across reads comes in well under it).
 */
const OPEN_SEQUENCE_MS = 500;

type Source = { listeners: Set<TokenListener>; detach: () => void };

const sources = new WeakMap<InputStream, Source>();

/**
 * Reads `stdin` through one tokenizer however many listen, and hands each
 * listener the tokens of each read, in order. Reading starts with the first
 * listener and stops (the stream unreferenced, so the process may end) with
 * the last. Ink never reads stdin itself: no screen uses Ink's `useInput`.
 */
export const listenToInput = (stdin: InputStream, listener: TokenListener): (() => void) => {
  let source = sources.get(stdin);
  if (!source) {
    const tokenizer = inputTokenizer();
    const listeners = new Set<TokenListener>();
    let timer: NodeJS.Timeout | NodeJS.Immediate | undefined;
    const clear = (): void => {
      if (timer === undefined) return;
      clearTimeout(timer as NodeJS.Timeout);
      clearImmediate(timer as NodeJS.Immediate);
      timer = undefined;
    };
    const hand = (tokens: readonly InputToken[]): void => {
      if (tokens.length === 0) return;
      for (const each of [...listeners]) each(tokens);
    };
    const giveUp = (): void => {
      timer = undefined;
      hand(tokenizer.flush());
    };
    const onReadable = (): void => {
      clear();
      const tokens: InputToken[] = [];
      for (let chunk = stdin.read(); chunk !== null; chunk = stdin.read()) {
        tokens.push(...tokenizer.push(String(chunk)));
      }
      hand(tokens);
      // A lone ESC is the Escape key unless more follows at once, as Ink decides it.
      const open = tokenizer.open();
      if (open === 'escape') timer = setImmediate(giveUp);
      else if (open === 'sequence') timer = setTimeout(giveUp, OPEN_SEQUENCE_MS);
    };
    stdin.setEncoding?.('utf8');
    stdin.ref?.();
    stdin.on('readable', onReadable);
    source = {
      listeners,
      detach: () => {
        clear();
        stdin.off('readable', onReadable);
        stdin.unref?.();
        sources.delete(stdin);
      },
    };
    sources.set(stdin, source);
  }
  const { listeners, detach } = source;
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) detach();
  };
};
