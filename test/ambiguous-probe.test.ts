import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { probeAmbiguousWide } from '../source/ui/ambiguous-probe.js';

/** A terminal that answers the cursor question with `column`, or never. */
const terminal = (column: number | undefined) => {
  const stdin = Object.assign(new EventEmitter(), {
    raw: false,
    setRawMode(on: boolean) {
      stdin.raw = on;
      return stdin;
    },
    resume: () => stdin,
    pause: () => stdin,
  });
  const written: string[] = [];
  const stdout = {
    write(text: string) {
      written.push(text);
      if (text.endsWith('\u001B[6n') && column !== undefined) {
        // The answer comes in two reads, as a slow line may split it.
        setImmediate(() => stdin.emit('data', Buffer.from('\u001B[7;')));
        setImmediate(() => stdin.emit('data', Buffer.from(`${column}R`)));
      }
      return true;
    },
  };
  return {
    stdin: stdin as unknown as NodeJS.ReadStream,
    stdout: stdout as unknown as NodeJS.WriteStream,
    written,
    raw: () => stdin.raw,
  };
};

describe('asking the terminal how wide it draws ─', () => {
  it('column 3 after it: two columns wide; column 2: one; the line is wiped, raw mode undone', async () => {
    const wide = terminal(3);
    expect(await probeAmbiguousWide(wide.stdin, wide.stdout)).toBe(true);
    expect(wide.written.at(-1)).toBe('\r   \r');
    expect(wide.raw()).toBe(false);
    const narrow = terminal(2);
    expect(await probeAmbiguousWide(narrow.stdin, narrow.stdout)).toBe(false);
  });

  it('a terminal that never answers: no answer, after a short wait', async () => {
    const silent = terminal(undefined);
    expect(await probeAmbiguousWide(silent.stdin, silent.stdout)).toBeUndefined();
    expect(silent.raw()).toBe(false);
  });
});
