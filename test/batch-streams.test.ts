/**
 * `solve --batch` against streams that are not a file of lines: a line with
 * no end, a folder, a FIFO nobody writes to, a reader that goes away; and the
 * line reader itself, which holds one chunk and one line however long the
 * input.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BatchLine, batchLines } from '../source/commands/batch-lines.js';
import { tobikoeHere } from './cli-here.js';

const cli = new URL('../dist/cli.js', import.meta.url).pathname;

const linesOf = async (chunks: Iterable<Buffer | string>, longest?: number) => {
  const lines: BatchLine[] = [];
  for await (const line of batchLines(
    (async function* () {
      yield* chunks;
    })(),
    longest,
  ))
    lines.push(line);
  return lines;
};

describe('the batch line reader', () => {
  it('joins lines across chunks, a character split between chunks included, and drops the \\r of \\r\\n', async () => {
    const bytes = Buffer.from('12345678.\r\n日本\n8672543.1');
    const split = [
      bytes.subarray(0, 5),
      bytes.subarray(5, 13),
      bytes.subarray(13, 15),
      bytes.subarray(15),
    ];
    expect(await linesOf(split)).toEqual([
      { number: 1, text: '12345678.' },
      { number: 2, text: '日本' },
      { number: 3, text: '8672543.1' },
    ]);
  });

  it('gives a line past the limit as too long, without its text, and reads no further', async () => {
    let pulled = 0;
    const endless = (async function* () {
      yield 'ok\n';
      for (;;) {
        pulled++;
        yield 'x'.repeat(1000);
      }
    })();
    const lines: BatchLine[] = [];
    for await (const line of batchLines(endless, 4096)) lines.push(line);
    expect(lines).toEqual([
      { number: 1, text: 'ok' },
      { number: 2, tooLong: true },
    ]);
    expect(pulled).toBe(5);
  });

  it('reads a chunk only when the lines before it have been taken', async () => {
    let pulled = 0;
    const source = (async function* () {
      for (let chunk = 0; chunk < 1000; chunk++) {
        pulled++;
        yield 'a\nb\n';
      }
    })();
    const lines = batchLines(source);
    for (let taken = 0; taken < 10; taken++) await lines.next();
    expect(pulled).toBe(5);
  });
});

describe('solve --batch on streams', () => {
  it('a line with no end (/dev/zero) is an error line and exit 2, not a crash', async () => {
    const { code, stdout, stderr } = await tobikoeHere('solve', 'eight', '--batch', '/dev/zero');
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toEqual({
      line: 1,
      error: 'the line is longer than 4,096 characters',
      exit: 2,
    });
    expect(stderr).toBe('tobikoe: --batch stopped at line 1: it is longer than 4,096 characters\n');
  });

  it('a folder and a FIFO with no writer are bad input, exit 2', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tobikoe-batch-streams-'));
    const asFolder = await tobikoeHere('solve', 'eight', '--batch', folder);
    expect(asFolder.code).toBe(2);
    expect(asFolder.stderr).toMatch(/^tobikoe: cannot read --batch '.*': it is a folder\n$/);
    const fifo = join(folder, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const asFifo = await tobikoeHere('solve', 'eight', '--batch', fifo);
    expect(asFifo.code).toBe(2);
    expect(asFifo.stderr).toMatch(/it is a FIFO that no program writes to\n$/);
  });

  it('stops solving once its reader has gone, without waiting for the rest of its input', async () => {
    const child = spawn(process.execPath, [cli, 'solve', 'eight', '--batch', '-'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const firstLine = new Promise<string>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    child.stdin.write('12345678.\n');
    expect(JSON.parse(await firstLine)).toMatchObject({ line: 1, length: 0 });
    child.stdout.destroy();
    // Its stdin stays open: only the failed write can end the run.
    child.stdin.write('8672543.1\n');
    const code = await exited;
    child.stdin.destroy();
    expect(code).toBe(0);
  });
});
