import { StringDecoder } from 'node:string_decoder';
import { castTime } from './cast.js';

/** The longest pause a recording keeps: a viewer never waits longer for the next change. */
export const IDLE_CAP_S = 2;

/** Turns a stream of output into timed events, each pause cut to `IDLE_CAP_S`. */
export type Capture = {
  /** Output as it was written (a terminal's line feeds are made carriage return and line feed). */
  add(chunk: string | Uint8Array): void;
  /** The time now on the recording's clock. */
  now(): number;
};

/**
 * A bare `\n` moves a terminal's cursor to the start of the next line only
 * because the terminal driver adds the `\r` (ONLCR, which raw mode keeps); a
 * recording of the program's own writes must add it itself.
 */
export const asTerminalSees = (text: string): string => text.replace(/(?<!\r)\n/g, '\r\n');

export const startCapture = (
  heard: (seconds: number, text: string) => void,
  clock: () => number = () => performance.now(),
): Capture => {
  const started = clock();
  const decoder = new StringDecoder('utf8');
  // Seconds of idle taken out so far, and the recording's time of the last event.
  let cut = 0;
  let last = 0;
  const now = (): number => {
    const real = (clock() - started) / 1000 - cut;
    if (real - last > IDLE_CAP_S) cut += real - last - IDLE_CAP_S;
    return castTime((clock() - started) / 1000 - cut);
  };
  return {
    add(chunk) {
      // A character split between two writes is kept until its last byte comes.
      const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
      if (text === '') return;
      last = Math.max(last, now());
      heard(last, asTerminalSees(text));
    },
    now,
  };
};

type Writable = { write: NodeJS.WriteStream['write'] };

/**
 * Hears everything written to `stream` (the app's stdout, a command's
 * output), before it goes on as it would have; returns what puts the stream
 * back as it was.
 */
export const teeWrites = (stream: Writable, heard: (chunk: string | Uint8Array) => void) => {
  const original = stream.write;
  const tee = function (this: unknown, chunk: unknown, ...rest: unknown[]): boolean {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) heard(chunk);
    return (original as (...args: unknown[]) => boolean).call(stream, chunk, ...rest);
  };
  stream.write = tee as NodeJS.WriteStream['write'];
  return (): void => {
    if (stream.write === tee) stream.write = original;
  };
};
