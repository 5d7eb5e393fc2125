/**
 * `replay`'s screen: a recording played into a terminal emulator (xterm's
 * headless build) at its own speed, and the emulator's screen drawn on the
 * terminal by `screen-draw.ts`: nothing the file holds reaches the terminal.
 * The file is read as it plays, a frame ahead; a step back plays it again
 * from the start into a fresh emulator, up to that frame. Space pauses and
 * goes on, ← → step a frame (and pause), q or Esc quits, Ctrl-C too (130),
 * Ctrl-Z suspends. A recording larger than the terminal is cut to its top
 * left, and the last row says so.
 */
import { constants } from 'node:os';
import xterm from '@xterm/headless';
import { isInterrupt, isSuspendKey } from '../game/input-tokens.js';
import { columns as columnsOf, fitColumns } from '../text/wrap.js';
import { type InputStream, listenToInput } from '../ui/common/input-source.js';
import { holdTerminal, suspend } from '../ui/suspend.js';
import { ALTERNATE_SCREEN_ON, LEAVE_ALTERNATE_SCREEN, MODES_RESET } from '../ui/terminal-modes.js';
import { words } from '../words/words.js';
import type { CastHeader } from './cast.js';
import { type CastFrame, type CastReader, openCast } from './cast-reader.js';
import { drawnRow, rowText } from './screen-draw.js';

type Terminal = InstanceType<typeof xterm.Terminal>;

/** The alternate screen, the cursor hidden, autowrap off (nothing drawn ever wraps), blank. */
const ENTER = `${ALTERNATE_SCREEN_ON}\u001B[?25l\u001B[?7l\u001B[H\u001B[2J`;
/** The longest single wait: a longer gap is waited in parts (Node's timers hold at most 24.8 days). */
const MAX_WAIT_MS = 60 * 60 * 1000;
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** A time of the recording: m:ss, or h:mm:ss from an hour on. */
export const clock = (seconds: number): string => {
  const whole = Math.floor(seconds);
  const two = (value: number): string => String(value).padStart(2, '0');
  const minutes = Math.floor(whole / 60);
  return minutes < 60
    ? `${minutes}:${two(whole % 60)}`
    : `${Math.floor(minutes / 60)}:${two(minutes % 60)}:${two(whole % 60)}`;
};

export type ReplayFile = {
  readonly path: string;
  readonly header: CastHeader;
  /** The time of the last frame, and how many frames there are (from reading the file once). */
  readonly seconds: number;
  readonly frames: number;
};

/** Why a replay ended early: a line to say, and the exit code. */
export type ReplayEnd = { readonly code: number; readonly message?: string };

const written = (term: Terminal, text: string): Promise<void> =>
  new Promise((resolve) => term.write(text, resolve));

export const playReplay = (
  { path, header, seconds: total, frames: count }: ReplayFile,
  stdin: NodeJS.ReadStream,
  stdout: NodeJS.WriteStream,
  failed: (error: unknown) => ReplayEnd,
): Promise<ReplayEnd> => {
  const say = words().commands.replay;
  const newTerminal = (): Terminal =>
    new xterm.Terminal({
      cols: header.width,
      rows: header.height,
      scrollback: 0,
      allowProposedApi: true,
    });
  let term = newTerminal();
  let reader: CastReader = openCast(path);
  // Frames played into the emulator, the time of the last, the one to come.
  let position = 0;
  let at = 0;
  let upcoming: CastFrame | undefined = reader.next();
  let playing = true;
  let started = 0;
  let timer: NodeJS.Timeout | undefined;
  let ended = false;
  /** What each row of the terminal was last drawn with; undefined: not known (redraw it). */
  let drawn: (string | undefined)[] = [];
  let work: Promise<void> = Promise.resolve();

  const write = (text: string): void => {
    try {
      stdout.write(text);
    } catch {
      // the terminal is gone (SIGHUP): nothing left to draw on
    }
  };

  const view = () => {
    const columns = stdout.columns || 80;
    const rows = stdout.rows || 24;
    const cropped = header.width > columns || header.height > rows;
    return {
      columns,
      rows,
      cropped,
      pictureRows: Math.min(header.height, cropped ? rows - 1 : rows),
    };
  };

  const statusLine = (columns: number, cropped: boolean): string => {
    const line = say.status(
      clock(at),
      clock(total),
      !playing,
      cropped ? `${header.width}x${header.height}` : undefined,
    );
    return columnsOf(line) > columns ? fitColumns(line, columns) : line;
  };

  /** The emulator's screen on the terminal: only the rows that changed, unless `whole`. */
  const draw = (whole = false): void => {
    if (ended) return;
    const { columns, rows, cropped, pictureRows } = view();
    let out = '';
    if (whole) {
      out += '\u001B[H\u001B[2J';
      drawn = [];
    }
    const statusRow = rows - 1;
    const statusShown = cropped || !playing || !upcoming;
    for (let y = 0; y < pictureRows; y++) {
      if (statusShown && y === statusRow) continue;
      const text = rowText(term, y, columns);
      if (drawn[y] === text) continue;
      out += drawnRow(y, text);
      drawn[y] = text;
    }
    if (statusShown) {
      const line = `\u001B[7m${statusLine(columns, cropped)}`;
      if (drawn[statusRow] !== line) out += drawnRow(statusRow, line);
      drawn[statusRow] = line;
    } else if (statusRow >= pictureRows && drawn[statusRow] !== '') {
      out += drawnRow(statusRow, '');
      drawn[statusRow] = '';
    }
    if (out !== '') write(out);
  };

  const apply = async (frame: CastFrame): Promise<void> => {
    await written(term, frame.text);
    position++;
    at = frame.seconds;
    upcoming = reader.next();
  };

  /** The emulator as it stood after `target` frames (played again from the start for a step back). */
  const goTo = async (target: number): Promise<void> => {
    if (target < position) {
      term.dispose();
      term = newTerminal();
      reader.close();
      reader = openCast(path);
      position = 0;
      at = 0;
      upcoming = reader.next();
    }
    while (position < target && upcoming && !ended) await apply(upcoming);
  };

  return new Promise<ReplayEnd>((resolve) => {
    const end = (result: ReplayEnd): void => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      stopInput();
      for (const signal of SIGNALS) process.off(signal, onSignal);
      stdout.off('resize', onResize);
      process.off('exit', leave);
      letGo();
      leave();
      stdin.pause();
      reader.close();
      term.dispose();
      resolve(result);
    };
    /** Every chain of work ends here: what fails ends the replay with one line. */
    const queue = (job: () => Promise<void>): void => {
      work = work.then(job).catch((error: unknown) => end(failed(error)));
    };
    const schedule = (): void => {
      clearTimeout(timer);
      if (!playing || ended) return;
      if (!upcoming) {
        playing = false;
        draw();
        return;
      }
      const due = upcoming.seconds * 1000 - (performance.now() - started);
      if (due > 0) {
        timer = setTimeout(schedule, Math.min(due, MAX_WAIT_MS));
        return;
      }
      queue(async () => {
        if (!playing || !upcoming) return;
        await apply(upcoming);
        draw();
        schedule();
      });
    };
    const playOrPause = (): void => {
      if (playing) {
        playing = false;
        clearTimeout(timer);
        draw();
        return;
      }
      queue(async () => {
        // At the end, Space plays it again from the start.
        if (!upcoming) {
          await goTo(0);
          draw(true);
        }
        playing = true;
        started = performance.now() - at * 1000;
        draw();
        schedule();
      });
    };
    const step = (by: number): void => {
      playing = false;
      clearTimeout(timer);
      queue(async () => {
        await goTo(Math.max(1, Math.min(count, position + by)));
        draw();
      });
    };
    const stopInput = listenToInput(stdin as unknown as InputStream, (tokens) => {
      for (const token of tokens) {
        if (ended) return;
        if (isInterrupt(token)) end({ code: 130 });
        else if (isSuspendKey(token)) suspend();
        else if (token.kind !== 'key') continue;
        else if (token.key.escape || token.input === 'q' || token.input === 'Q') end({ code: 0 });
        else if (token.input === ' ') playOrPause();
        else if (token.key.rightArrow) step(1);
        else if (token.key.leftArrow) step(-1);
      }
    });
    const onSignal = (signal: (typeof SIGNALS)[number]): void =>
      end({ code: 128 + constants.signals[signal] });
    const onResize = (): void => draw(true);
    const leave = (): void => {
      try {
        stdin.setRawMode(false);
      } catch {
        // stdin already closed
      }
      write(LEAVE_ALTERNATE_SCREEN);
    };
    const enter = (): void => {
      stdin.setRawMode(true);
      write(ENTER);
    };
    const letGo = holdTerminal({
      release: () => {
        clearTimeout(timer);
        leave();
      },
      retake: (redraw) => {
        enter();
        // The clock stood still while stopped.
        started = performance.now() - at * 1000;
        process.once('SIGWINCH', () => {
          redraw();
          draw(true);
          schedule();
        });
        process.kill(process.pid, 'SIGWINCH');
      },
    });
    for (const signal of SIGNALS) process.on(signal, onSignal);
    stdout.on('resize', onResize);
    process.on('exit', leave);
    // Modes a program before this one left set are reset too: the recording is drawn on a known terminal.
    write(MODES_RESET);
    enter();
    started = performance.now();
    draw(true);
    schedule();
  });
};
