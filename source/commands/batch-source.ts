import { constants, createReadStream } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { InputError } from '../puzzles/puzzle.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';

/** How long a FIFO read waits before it asks again when its writer has sent nothing yet. */
const FIFO_POLL_MS = 5;
const CHUNK_BYTES = 64 * 1024;

const codeOf = (error: unknown): string => {
  const { code, message } = error as NodeJS.ErrnoException;
  return code ?? message;
};

const cannotRead = (source: string, why: string): InputError =>
  new InputError(words().commands.batch.cannotRead(quoted(source), why));

/**
 * A FIFO's bytes, read without ever blocking a thread: opened non-blocking,
 * an empty read is the end (no writer left) and EAGAIN means a writer that
 * has not written yet. A FIFO nobody writes to is refused at once rather
 * than waited on for ever.
 */
async function* fifoChunks(file: FileHandle, source: string): AsyncGenerator<Buffer> {
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    let first = true;
    for (;;) {
      let read: number;
      try {
        ({ bytesRead: read } = await file.read(buffer, 0, CHUNK_BYTES, null));
      } catch (error) {
        if (codeOf(error) !== 'EAGAIN') throw error;
        first = false;
        await sleep(FIFO_POLL_MS);
        continue;
      }
      if (read === 0) {
        if (first) throw cannotRead(source, words().commands.batch.noWriter);
        return;
      }
      first = false;
      yield Buffer.from(buffer.subarray(0, read));
    }
  } finally {
    await file.close();
  }
}

/** Errors met while reading are the input's fault: one line, exit 2. */
async function* asInputErrors(
  chunks: AsyncIterable<Buffer | string>,
  source: string,
): AsyncGenerator<Buffer | string> {
  try {
    yield* chunks;
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw cannotRead(source, codeOf(error));
  }
}

/**
 * The bytes `--batch` reads: stdin for `-`, else the named file. What cannot
 * be read — a missing file, a folder, a FIFO with no writer, a device that
 * refuses reads — is bad input (exit 2), said in one line before any line is
 * solved or, for a failure met later, when it is met.
 */
export const batchChunks = async (source: string): Promise<AsyncIterable<Buffer | string>> => {
  if (source === '-') return asInputErrors(process.stdin, source);
  const found = await stat(source).catch((error: unknown) => {
    throw cannotRead(source, codeOf(error));
  });
  if (found.isDirectory()) throw cannotRead(source, words().commands.batch.isFolder);
  if (found.isFIFO()) {
    const file = await open(source, constants.O_RDONLY | constants.O_NONBLOCK).catch(
      (error: unknown) => {
        throw cannotRead(source, codeOf(error));
      },
    );
    return asInputErrors(fifoChunks(file, source), source);
  }
  const stream = createReadStream(source, { highWaterMark: CHUNK_BYTES });
  await new Promise<void>((resolve, reject) => {
    stream.once('ready', () => resolve());
    stream.once('error', (error) => reject(cannotRead(source, codeOf(error))));
  });
  return asInputErrors(stream, source);
};
