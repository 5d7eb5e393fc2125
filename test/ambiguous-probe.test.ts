import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { probeAmbiguousWide } from '../source/ui/ambiguous-probe.js';

/** A terminal that answers the cursor question with `column`, or never. */
const terminal = (column: number | undefined, typed: { before?: string; after?: string } = {}) => {
  const stdin = Object.assign(new EventEmitter(), {
    raw: false,
    setRawMode(on: boolean) {
      stdin.raw = on;
      return stdin;
    },
    resume: () => stdin,
    pause: () => stdin,
    putBack: [] as Buffer[],
    unshift(chunk: Buffer) {
      stdin.putBack.unshift(chunk);
    },
  });
  const written: string[] = [];
  const stdout = {
    write(text: string) {
      written.push(text);
      if (text.endsWith('\u001B[6n') && column !== undefined) {
        // The answer comes in two reads, as a slow line may split it.
        setImmediate(() => stdin.emit('data', Buffer.from(`${typed.before ?? ''}\u001B[7;`)));
        setImmediate(() => stdin.emit('data', Buffer.from(`${column}R${typed.after ?? ''}`)));
      }
      return true;
    },
  };
  return {
    stdin: stdin as unknown as NodeJS.ReadStream,
    stdout: stdout as unknown as NodeJS.WriteStream,
    written,
    raw: () => stdin.raw,
    putBack: () => Buffer.concat(stdin.putBack).toString(),
  };
};

describe('asking the terminal how wide it draws ─', () => {
  it('column 3 after it: two columns wide; column 2: one; the line is wiped, raw mode undone', async () => {
    const wide = terminal(3);
    expect(await probeAmbiguousWide(wide.stdin, wide.stdout)).toEqual({
      wide: true,
      interrupted: false,
    });
    expect(wide.written.at(-1)).toBe('\r   \r');
    expect(wide.raw()).toBe(false);
    const narrow = terminal(2);
    expect((await probeAmbiguousWide(narrow.stdin, narrow.stdout)).wide).toBe(false);
    expect(narrow.putBack()).toBe('');
  });

  it('a terminal that never answers: no answer, after a short wait', async () => {
    const silent = terminal(undefined);
    expect((await probeAmbiguousWide(silent.stdin, silent.stdout)).wide).toBeUndefined();
    expect(silent.raw()).toBe(false);
  });

  it('keys typed around the answer are put back on stdin in order, and a Ctrl-C among them is said', async () => {
    const typing = terminal(3, { before: 'j', after: 'é\u0003' });
    expect(await probeAmbiguousWide(typing.stdin, typing.stdout)).toEqual({
      wide: true,
      interrupted: true,
    });
    expect(typing.putBack()).toBe('jé\u0003');
    const calm = terminal(2, { before: 'q' });
    expect((await probeAmbiguousWide(calm.stdin, calm.stdout)).interrupted).toBe(false);
    expect(calm.putBack()).toBe('q');
  });

  it('Ctrl-Z typed meanwhile suspends: the line wiped and cooked mode back before the stop, raw mode after; the byte is not typing', async () => {
    const typing = terminal(3, { before: 'a\u001Ab' });
    const seen: string[] = [];
    // The stop itself (SIGTSTP's default action) would stop the test: what the terminal was at that moment is kept instead.
    const kill = vi.spyOn(process, 'kill').mockImplementation((pid, signal) => {
      expect(pid).toBe(process.pid);
      seen.push(
        `${String(signal)} raw ${typing.raw()} after ${JSON.stringify(typing.written.at(-1))}`,
      );
      return true;
    });
    try {
      expect(await probeAmbiguousWide(typing.stdin, typing.stdout)).toEqual({
        wide: true,
        interrupted: false,
      });
    } finally {
      kill.mockRestore();
    }
    expect(seen).toEqual(['SIGTSTP raw false after "\\r   \\r"']);
    expect(typing.putBack()).toBe('ab');
    expect(process.listenerCount('SIGTSTP')).toBe(0);
  });
});
