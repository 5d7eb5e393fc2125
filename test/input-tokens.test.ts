import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type InputToken,
  inputTokenizer,
  isInterrupt,
  isSuspendKey,
} from '../source/game/input-tokens.js';
import { MOUSE_REPORTS, SEQUENCES } from './escape-sequences.js';

/** Everything `chunks` make, read in turn by one tokenizer, then what is left open given up. */
const read = (...chunks: string[]): InputToken[] => {
  const tokenizer = inputTokenizer();
  return [...chunks.flatMap((chunk) => tokenizer.push(chunk)), ...tokenizer.flush()];
};
const keysOf = (tokens: readonly InputToken[]): string[] =>
  tokens.flatMap((token) => (token.kind === 'key' ? [token.input] : []));

describe('the input tokenizer', () => {
  it('reads plain keys, control keys, arrows and the keys with a name', () => {
    const tokens = read(
      'aZ\r\t\u007F\u001B[A\u001BOB\u001B[1;5C\u001B[3~\u001B[5~\u001B[H\u001B[Z',
    );
    expect(tokens.map((token) => (token.kind === 'key' ? [token.input, token.key] : []))).toEqual([
      ['a', {}],
      ['Z', { shift: true }],
      ['\r', { return: true }],
      ['\t', { tab: true }],
      ['', { backspace: true }],
      ['', { shift: false, meta: false, ctrl: false, upArrow: true }],
      ['', { shift: false, meta: false, ctrl: false, downArrow: true }],
      ['', { shift: false, meta: false, ctrl: true, rightArrow: true }],
      ['', { shift: false, meta: false, ctrl: false, delete: true }],
      ['', { shift: false, meta: false, ctrl: false, pageUp: true }],
      ['', { shift: false, meta: false, ctrl: false, home: true }],
      ['', { tab: true, shift: true }],
    ]);
  });

  it('reads a lone ESC as Escape once nothing follows, and ESC before a letter as Alt', () => {
    expect(read('\u001B')).toEqual([{ kind: 'key', input: '', key: { escape: true, meta: true } }]);
    expect(read('\u001Bx')).toEqual([{ kind: 'key', input: 'x', key: { meta: true } }]);
    expect(
      read('\u001B\u001B[A').map((token) => token.kind === 'key' && token.key.escape === true),
    ).toEqual([true, false]);
  });

  it('consumes every family of sequence whole: no character of one is ever a key', () => {
    for (const [family, sequence] of Object.entries(SEQUENCES)) {
      expect(read(`a${sequence}b`), family).toEqual([
        { kind: 'key', input: 'a', key: {} },
        { kind: 'key', input: 'b', key: {} },
      ]);
    }
  });

  it('reads mouse reports, SGR and X10, as mouse reports and never as keys', () => {
    const mice = Object.values(MOUSE_REPORTS).flatMap((report) => read(report));
    expect(mice).toEqual([
      { kind: 'mouse', mouse: { action: 'press', button: 0, x: 9, y: 4 } },
      { kind: 'mouse', mouse: { action: 'release', button: 0, x: 9, y: 4 } },
      { kind: 'mouse', mouse: { action: 'wheel-down', button: 0, x: 2, y: 2 } },
      { kind: 'mouse', mouse: { action: 'press', button: 0, x: 0, y: 0 } },
      { kind: 'mouse', mouse: { action: 'release', button: 0, x: 0, y: 0 } },
    ]);
  });

  it('gives the same tokens however the input is split across reads', () => {
    const all = [...Object.values(SEQUENCES), ...Object.values(MOUSE_REPORTS), 'q', '\u001B[A'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...all), { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (parts, cuts) => {
          const input = parts.join('');
          const at = [...new Set(cuts.map((cut) => cut % input.length))].sort((a, b) => a - b);
          const chunks = [0, ...at].map((from, index) =>
            input.slice(from, [...at, input.length][index]),
          );
          expect(read(...chunks)).toEqual(read(input));
        },
      ),
    );
  });

  it('reads Ctrl-C wherever it stands: beside another, inside a sequence or a string', () => {
    for (const input of [
      '\u0003\u0003',
      'abc\u0003',
      '\u001B[<0;1\u0003',
      '\u001BP+q54\u0003',
      '\u001B]0;title\u0003',
      '\u001B\u0003',
      '\u001B[M \u0003',
    ]) {
      expect(read(input).some(isInterrupt), JSON.stringify(input)).toBe(true);
    }
    expect(read('\u0003\u0003').filter(isInterrupt)).toHaveLength(2);
  });

  it('reads Ctrl-Z (0x1a, which raw mode sends instead of a signal) wherever it stands, a string it cuts short included', () => {
    for (const input of [
      '\u001A',
      'ab\u001A',
      '\u001B[1;\u001A',
      '\u001B]0;title\u001A',
      '\u001BPq\u001A',
    ]) {
      expect(read(input).filter(isSuspendKey), JSON.stringify(input)).toHaveLength(1);
    }
    expect(read('\u001A').some(isInterrupt)).toBe(false);
  });

  it('never makes a key of a byte of random sequences, and never more tokens than characters', () => {
    const introducer = fc.constantFrom(
      '\u001B[',
      '\u001BO',
      '\u001BP',
      '\u001B]',
      '\u001B_',
      '\u009B',
    );
    const body = fc.string({
      unit: fc.constantFrom(...'0123456789;<?$ '.split('')),
      maxLength: 20,
    });
    const final = fc.constantFrom('~', 'm', 'P', 'j', '\u001B\\', '\u0007');
    fc.assert(
      fc.property(fc.array(fc.tuple(introducer, body, final), { maxLength: 10 }), (sequences) => {
        const input = sequences.map((parts) => parts.join('')).join('');
        const tokens = read(input);
        // Only keys a sequence names (arrows, Home, Delete, ...) and no text.
        expect(keysOf(tokens).filter((key) => key !== '')).toEqual([]);
        expect(tokens.length).toBeLessThanOrEqual(sequences.length);
      }),
    );
  });
});
