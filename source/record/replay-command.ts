/**
 * `tobikoe replay FILE.cast`: a recording played back in the terminal at its
 * own speed. Space pauses and goes on, ← → step a frame back or on (and
 * pause), q quits (Ctrl-C too). A step back draws the screen again from the
 * start to that frame: the screen is what the output up to there made it.
 */
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { EXIT, fail } from '../commands/exit-codes.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';
import { type CastEvent, DamagedCast, parseCast } from './cast.js';

/** Output closer together than this is one frame for stepping (the app draws 30 a second at most). */
const FRAME_S = 1 / 30;

const ENTER = '\u001B[?1049h\u001B[?25l\u001B[H\u001B[2J';
const CLEAR = '\u001B[0m\u001B[H\u001B[2J';
const LEAVE =
  '\u001B[0m\u001B[?1000l\u001B[?1002l\u001B[?1003l\u001B[?1006l\u001B[?25h\u001B[?1049l';

type Frame = { readonly seconds: number; readonly text: string };

/** Events close in time joined into frames, each a step of ← →. */
export const framesForSteps = (events: readonly CastEvent[]): Frame[] => {
  const frames: { seconds: number; text: string }[] = [];
  for (const [seconds, , text] of events) {
    const last = frames.at(-1);
    if (last && seconds - last.seconds < FRAME_S) last.text += text;
    else frames.push({ seconds, text });
  }
  return frames;
};

const clock = (seconds: number): string => {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const readCast = (path: string): Frame[] => {
  const say = words().commands.replay;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? words().commands.record.noSuchFile
        : code === 'EISDIR'
          ? words().commands.record.isFolder
          : code === 'EACCES' || code === 'EPERM'
            ? words().commands.record.denied
            : String(code);
    throw new ReplayRefused(say.cannotRead(quoted(path), why));
  }
  try {
    return framesForSteps(parseCast(text).events);
  } catch (error) {
    if (error instanceof DamagedCast) {
      throw new ReplayRefused(
        error.line === 1 && !path.toLowerCase().endsWith('.cast')
          ? say.notCast(quoted(path))
          : say.damaged(quoted(path), error.line),
      );
    }
    throw error;
  }
};

class ReplayRefused extends Error {}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export const replayCommand = async (path: string): Promise<number> => {
  let frames: Frame[];
  try {
    frames = readCast(path);
  } catch (error) {
    if (error instanceof ReplayRefused) return fail(error.message, EXIT.badInput);
    throw error;
  }
  const { stdin, stdout } = process;
  if (!stdin.isTTY || !stdout.isTTY) return fail(words().commands.replay.noTerminal, EXIT.badInput);
  const total = frames.at(-1)?.seconds ?? 0;
  // Frames drawn so far, where the clock of the recording stands, and whether it runs.
  let shown = 0;
  let at = 0;
  let playing = true;
  let started = 0;
  let timer: NodeJS.Timeout | undefined;
  const write = (text: string): void => {
    stdout.write(text);
  };
  const status = (): void => {
    // On the last row, only while still: the next frame drawn covers it.
    const line = words().commands.replay.status(clock(at), clock(total), !playing);
    write(
      `\u001B7\u001B[${stdout.rows};1H\u001B[0m\u001B[7m${line.slice(0, stdout.columns)}\u001B[0m\u001B8`,
    );
  };
  /** The screen as it stood after `count` frames, drawn from nothing. */
  const redraw = (count: number): void => {
    shown = count;
    at = frames[count - 1]?.seconds ?? 0;
    write(
      CLEAR +
        frames
          .slice(0, count)
          .map((frame) => frame.text)
          .join(''),
    );
  };
  const schedule = (): void => {
    clearTimeout(timer);
    if (!playing) return;
    const next = frames[shown];
    if (!next) {
      playing = false;
      status();
      return;
    }
    const wait = Math.max(0, next.seconds * 1000 - (performance.now() - started));
    timer = setTimeout(() => {
      write(next.text);
      shown++;
      at = next.seconds;
      schedule();
    }, wait);
  };
  const play = (): void => {
    playing = true;
    if (shown >= frames.length) redraw(0);
    else redraw(shown);
    started = performance.now() - at * 1000;
    schedule();
  };
  const pause = (): void => {
    playing = false;
    clearTimeout(timer);
    status();
  };
  const step = (by: number): void => {
    playing = false;
    clearTimeout(timer);
    redraw(Math.max(1, Math.min(frames.length, shown + by)));
    status();
  };

  return await new Promise<number>((resolve) => {
    const end = (code: number): void => {
      clearTimeout(timer);
      stdin.off('data', onKey);
      for (const signal of SIGNALS) process.off(signal, onSignal);
      try {
        stdin.setRawMode(false);
      } catch {
        // stdin already closed
      }
      stdin.pause();
      write(LEAVE);
      resolve(code);
    };
    const onSignal = (signal: (typeof SIGNALS)[number]): void =>
      end(128 + constants.signals[signal]);
    const onKey = (data: Buffer): void => {
      const key = data.toString('utf8');
      if (key === 'q' || key === 'Q' || key === '\u001B') end(EXIT.done);
      else if (key === '\u0003') end(EXIT.interrupted);
      else if (key === ' ') {
        if (playing) pause();
        else play();
      } else if (key === '\u001B[C' || key === '\u001BOC') step(1);
      else if (key === '\u001B[D' || key === '\u001BOD') step(-1);
    };
    for (const signal of SIGNALS) process.on(signal, onSignal);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onKey);
    write(ENTER);
    play();
  });
};
