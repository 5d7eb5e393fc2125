import type { KeyPress } from './key-binding.js';

/**
 * The terminal's input as tokens: every key a screen may bind, every mouse
 * report, and nothing else. Control sequences no key is known by (CSI, SS3,
 * OSC, DCS, APC, PM, SOS strings, in 7-bit or 8-bit form) are consumed whole
 * and never become text, also when they are split across reads. No Ink here:
 * the UI feeds it what stdin gives.
 */

export type MouseAction = 'press' | 'release' | 'drag' | 'wheel-up' | 'wheel-down';

/** One mouse report; `x` and `y` count columns and lines from 0 at the top-left. */
export type MouseReport = {
  readonly action: MouseAction;
  /** 0 left, 1 middle, 2 right (a release may not say which: 0). */
  readonly button: number;
  readonly x: number;
  readonly y: number;
};

export type InputToken =
  | { readonly kind: 'key'; readonly input: string; readonly key: KeyPress }
  | { readonly kind: 'mouse'; readonly mouse: MouseReport };

const ESC = 0x1b;
/** Longest parameter text kept for a CSI or SS3 sequence; longer ones are consumed, never read. */
const MAX_PARAMETERS = 32;
/** Parameters no key or report has (too long, or the Linux console's `ESC [ [`). */
const UNREADABLE = '\u0000';

type State =
  | { readonly in: 'text' }
  | { readonly in: 'escape' }
  | { readonly in: 'csi'; params: string }
  | { readonly in: 'ss3'; params: string }
  | { readonly in: 'x10'; codes: number[] }
  /** OSC, DCS, APC, PM, SOS: consumed up to BEL or ST; `escape` after an ESC inside. */
  | { readonly in: 'string'; escape: boolean };

const key = (input: string, press: KeyPress = {}): InputToken => ({
  kind: 'key',
  input,
  key: press,
});

/** xterm's modifier parameter (1 + shift 1, alt 2, ctrl 4) as a key's flags. */
const modifiers = (parameter: string | undefined): KeyPress => {
  const bits = Math.max(0, Number(parameter ?? '1') - 1);
  return { shift: (bits & 1) !== 0, meta: (bits & 2) !== 0, ctrl: (bits & 4) !== 0 };
};

/** Keys named by a CSI or SS3 final letter (with `1;m` modifiers), or by `n~`. */
const LETTER_KEYS: Readonly<Record<string, KeyPress>> = {
  A: { upArrow: true },
  B: { downArrow: true },
  C: { rightArrow: true },
  D: { leftArrow: true },
  H: { home: true },
  F: { end: true },
};
const TILDE_KEYS: Readonly<Record<string, KeyPress>> = {
  '1': { home: true },
  '7': { home: true },
  '4': { end: true },
  '8': { end: true },
  '3': { delete: true },
  '5': { pageUp: true },
  '6': { pageDown: true },
};

/** The xterm button code of a report (SGR or X10) as a mouse report; undefined for motion. */
const mouseOf = (
  code: number,
  x: number,
  y: number,
  released: boolean,
): MouseReport | undefined => {
  if (!Number.isFinite(code) || !(x >= 1) || !(y >= 1)) return undefined;
  const button = code & 3;
  const at = { x: x - 1, y: y - 1 };
  if ((code & 64) !== 0) {
    if (button > 1 || released) return undefined;
    return { action: button === 0 ? 'wheel-up' : 'wheel-down', button: 0, ...at };
  }
  if ((code & 32) !== 0) return button === 3 ? undefined : { action: 'drag', button, ...at };
  // X10 says release as button 3, SGR by its final `m`.
  if (released || button === 3)
    return { action: 'release', button: button === 3 ? 0 : button, ...at };
  return { action: 'press', button, ...at };
};

const csiToken = (params: string, final: string): InputToken | undefined => {
  if (params.startsWith('<') && (final === 'M' || final === 'm')) {
    const [code, x, y] = params.slice(1).split(';').map(Number);
    const mouse = mouseOf(code, x, y, final === 'm');
    return mouse && { kind: 'mouse', mouse };
  }
  if (final === 'Z' && params === '') return key('', { tab: true, shift: true });
  const parts = params.split(';');
  if (final === '~' && parts.length <= 2) {
    const named = TILDE_KEYS[parts[0]];
    return named && key('', { ...modifiers(parts[1]), ...named });
  }
  const named = LETTER_KEYS[final];
  if (named && (params === '' || (parts.length === 2 && parts[0] === '1'))) {
    return key('', { ...modifiers(parts[1]), ...named });
  }
  return undefined;
};

const ss3Token = (params: string, final: string): InputToken | undefined => {
  if (final === 'M' && params === '') return key('\r', { return: true });
  const named = LETTER_KEYS[final];
  return named && /^\d?$/.test(params)
    ? key('', { ...modifiers(params || '1'), ...named })
    : undefined;
};

/** A C0 control character (or DEL) as the key it is, if it is one. */
const controlKey = (code: number): InputToken | undefined => {
  if (code === 0x0d || code === 0x0a) return key('\r', { return: true });
  if (code === 0x09) return key('\t', { tab: true });
  if (code === 0x7f || code === 0x08) return key('', { backspace: true });
  if (code >= 0x01 && code <= 0x1a) return key(String.fromCharCode(code + 0x60), { ctrl: true });
  return undefined;
};

/** 8-bit controls: CSI, SS3 and the string introducers; any other is dropped. */
const C1_STATES: Readonly<Record<number, () => State>> = {
  155: () => ({ in: 'csi', params: '' }),
  143: () => ({ in: 'ss3', params: '' }),
  144: () => ({ in: 'string', escape: false }),
  152: () => ({ in: 'string', escape: false }),
  157: () => ({ in: 'string', escape: false }),
  158: () => ({ in: 'string', escape: false }),
  159: () => ({ in: 'string', escape: false }),
};

/** What follows ESC: a sequence's introducer. */
const ESCAPE_STATES: Readonly<Record<string, () => State>> = {
  '[': () => ({ in: 'csi', params: '' }),
  O: () => ({ in: 'ss3', params: '' }),
  ']': () => ({ in: 'string', escape: false }),
  P: () => ({ in: 'string', escape: false }),
  _: () => ({ in: 'string', escape: false }),
  '^': () => ({ in: 'string', escape: false }),
  X: () => ({ in: 'string', escape: false }),
};

export type InputTokenizer = {
  /** The tokens `chunk` completes; the start of a sequence it leaves open waits for the next. */
  push(chunk: string): InputToken[];
  /** What the last chunk left open: a lone ESC, a longer sequence, or nothing. */
  open(): 'escape' | 'sequence' | undefined;
  /**
   * Gives up on an open sequence (no more came in time): a lone ESC is the
   * Escape key, anything longer is dropped.
   */
  flush(): InputToken[];
};

export const inputTokenizer = (): InputTokenizer => {
  let state: State = { in: 'text' };

  const text = (char: string, code: number, out: InputToken[]): void => {
    if (code === ESC) state = { in: 'escape' };
    else if (code >= 0x80 && code <= 0x9f) state = C1_STATES[code]?.() ?? state;
    else if (code < 0x20 || code === 0x7f) {
      const control = controlKey(code);
      if (control) out.push(control);
    } else out.push(key(char, /[A-Z]/.test(char) ? { shift: true } : {}));
  };

  /**
   * A character no sequence has where it stands: the sequence so far is
   * dropped; Ctrl-C, Ctrl-Z, ESC and printable characters are read afresh, any other
   * control character goes with the sequence.
   */
  const broken = (char: string, code: number, out: InputToken[]): void => {
    state = { in: 'text' };
    if (code === 0x03 || code === 0x1a || code === ESC || (code >= 0x20 && code !== 0x7f)) {
      text(char, code, out);
    }
  };

  const step = (char: string, code: number, out: InputToken[]): void => {
    const now = state;
    switch (now.in) {
      case 'text':
        text(char, code, out);
        return;
      case 'escape': {
        const next = ESCAPE_STATES[char];
        if (next) {
          state = next();
          return;
        }
        state = { in: 'text' };
        // A string terminator with no string (its string cut short) is no key either.
        if (char === '\\') return;
        if (code === ESC || code < 0x20 || code === 0x7f || (code >= 0x80 && code <= 0x9f)) {
          out.push(key('', { escape: true, meta: true }));
          text(char, code, out);
        } else out.push(key(char, { meta: true }));
        return;
      }
      case 'csi':
      case 'ss3': {
        const first = now.params === '';
        if (now.in === 'csi' && first && char === 'M') {
          state = { in: 'x10', codes: [] };
        } else if (code >= 0x20 && code <= 0x3f) {
          now.params = now.params.length < MAX_PARAMETERS ? now.params + char : UNREADABLE;
        } else if (now.in === 'csi' && first && char === '[') {
          // The Linux console's F1..F5: ESC [ [ A..E
          now.params = UNREADABLE;
        } else if (code >= 0x40 && code <= 0x7e) {
          state = { in: 'text' };
          const token = now.in === 'csi' ? csiToken(now.params, char) : ss3Token(now.params, char);
          if (token) out.push(token);
        } else broken(char, code, out);
        return;
      }
      case 'x10': {
        if (code < 0x20) {
          broken(char, code, out);
          return;
        }
        now.codes.push(code);
        if (now.codes.length < 3) return;
        state = { in: 'text' };
        const [button, x, y] = now.codes.map((value) => value - 32);
        const mouse = mouseOf(button, x, y, false);
        if (mouse) out.push({ kind: 'mouse', mouse });
        return;
      }
      case 'string': {
        if (now.escape) {
          now.escape = false;
          if (char === '\\') state = { in: 'text' };
          else {
            state = { in: 'escape' };
            step(char, code, out);
          }
        } else if (code === ESC) now.escape = true;
        else if (code === 0x07 || code === 0x9c || code === 0x18) {
          state = { in: 'text' };
        } else if (code === 0x03 || code === 0x1a) {
          // Ctrl-C and Ctrl-Z are never swallowed, whatever they interrupt.
          state = { in: 'text' };
          text(char, code, out);
        }
        return;
      }
    }
  };

  return {
    push(chunk) {
      const out: InputToken[] = [];
      for (const char of chunk) step(char, char.codePointAt(0) ?? 0, out);
      return out;
    },
    open: () => (state.in === 'text' ? undefined : state.in === 'escape' ? 'escape' : 'sequence'),
    flush() {
      const lone = state.in === 'escape';
      state = { in: 'text' };
      return lone ? [key('', { escape: true, meta: true })] : [];
    },
  };
};

/** Whether a token is Ctrl-C, which quits from anywhere at once. */
export const isInterrupt = (token: InputToken): boolean =>
  token.kind === 'key' && token.key.ctrl === true && token.input === 'c';

/** Whether a token is Ctrl-Z, which suspends from anywhere at once (raw mode sends no signal for it). */
export const isSuspendKey = (token: InputToken): boolean =>
  token.kind === 'key' && token.key.ctrl === true && token.input === 'z';
