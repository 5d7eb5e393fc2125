/**
 * `tobikoe replay FILE.cast`: a recording played back in the terminal at its
 * own speed, drawn through a terminal emulator (replay-player.ts). The file
 * is read once before the terminal is touched, as a stream: a damaged line,
 * text that is not UTF-8 or a time out of order is one line and exit 2, said
 * with its line number; so is a file past MAX_FILE_BYTES, said before it is read.
 */
import { statSync } from 'node:fs';
import { EXIT, fail } from '../commands/exit-codes.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';
import { DamagedCast, MAX_LINE_BYTES, MAX_SCREEN, MAX_SECONDS } from './cast.js';
import { castLength, openCast } from './cast-reader.js';
import { clock, playReplay, type ReplayEnd, type ReplayFile } from './replay-player.js';

/**
 * The largest file played: read twice (once to check it, once as it plays),
 * in bounded memory either way, but a check of a larger one would keep the
 * player waiting too long before the first frame.
 */
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

class ReplayRefused extends Error {}

/** Bytes in megabytes, rounded up: a file a byte past the most is said to be past it. */
const megabytes = (bytes: number): string => `${Math.ceil(bytes / (1024 * 1024))} MB`;

const why = (error: unknown): string => {
  const code = (error as NodeJS.ErrnoException).code;
  const say = words().commands.record;
  return code === 'ENOENT'
    ? say.noSuchFile
    : code === 'EISDIR'
      ? say.isFolder
      : code === 'EACCES' || code === 'EPERM'
        ? say.denied
        : String(code ?? (error as Error).message);
};

/** A damaged file's line, in words. */
const damage = (path: string, error: DamagedCast): string => {
  const say = words().commands.replay;
  const shown = quoted(path);
  switch (error.problem) {
    case 'text':
      return say.notText(shown, error.line);
    case 'time':
      return say.timeBack(shown, error.line);
    case 'late':
      return say.timeTooLate(shown, error.line, clock(MAX_SECONDS));
    case 'long':
      return say.lineTooLong(shown, error.line, megabytes(MAX_LINE_BYTES));
    case 'screen':
      return say.screenTooLarge(shown, MAX_SCREEN);
    default:
      return error.line === 1 && !path.toLowerCase().endsWith('.cast')
        ? say.notCast(shown)
        : say.damaged(shown, error.line);
  }
};

/** The errors reading can meet, as the line that says them; anything else is thrown on. */
const refusal = (path: string, error: unknown): string | undefined => {
  if (error instanceof DamagedCast) return damage(path, error);
  if (error instanceof ReplayRefused) return error.message;
  if ((error as NodeJS.ErrnoException).code !== undefined) {
    return words().commands.replay.cannotRead(quoted(path), why(error));
  }
  return undefined;
};

/** The file checked from end to end, before the terminal is touched. */
const readReplay = (path: string): ReplayFile => {
  const { size } = statSync(path);
  if (size > MAX_FILE_BYTES) {
    throw new ReplayRefused(
      words().commands.replay.tooLarge(quoted(path), megabytes(size), megabytes(MAX_FILE_BYTES)),
    );
  }
  const reader = openCast(path);
  const { header } = reader;
  reader.close();
  return { path, header, ...castLength(path) };
};

export const replayCommand = async (path: string): Promise<number> => {
  let file: ReplayFile;
  try {
    file = readReplay(path);
  } catch (error) {
    const line = refusal(path, error);
    if (line === undefined) throw error;
    return fail(line, EXIT.badInput);
  }
  const { stdin, stdout } = process;
  if (!stdin.isTTY || !stdout.isTTY) return fail(words().commands.replay.noTerminal, EXIT.badInput);
  const failed = (error: unknown): ReplayEnd => {
    const line = refusal(path, error);
    return line === undefined
      ? {
          code: EXIT.internalError,
          message: error instanceof Error ? error.message : String(error),
        }
      : { code: EXIT.badInput, message: line };
  };
  let end: ReplayEnd;
  try {
    end = await playReplay(file, stdin, stdout, failed);
  } catch (error) {
    // The file changed between the check and the first frame.
    end = failed(error);
  }
  return end.message === undefined ? end.code : fail(end.message, end.code);
};
