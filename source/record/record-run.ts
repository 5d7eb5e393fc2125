import { EXIT, fail } from '../commands/exit-codes.js';
import { InputError } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { teeWrites } from './capture.js';
import {
  openRecording,
  parseSize,
  type Recording,
  type RecordingSize,
  RecordingWriteFailed,
} from './recording.js';

/** A recording's size: `--size`, else the terminal's, else 80×24 (output to a file or a pipe). */
export const recordingSize = (size: string | undefined): RecordingSize =>
  size !== undefined
    ? parseSize(size)
    : process.stdout.isTTY && process.stdout.columns > 0 && process.stdout.rows > 0
      ? { columns: process.stdout.columns, rows: process.stdout.rows }
      : { columns: 80, rows: 24 };

/** `--size` means nothing without `--record`. */
export const checkRecordFlags = (record: string | undefined, size: string | undefined): void => {
  if (record === undefined && size !== undefined) {
    throw new InputError(words().commands.record.sizeWithoutRecord);
  }
};

/**
 * Records what the process writes to stdout and stderr while `run` runs (a
 * headless command's output, as its terminal shows it), then finishes the
 * file. A file that cannot be written part way is one line and exit 74.
 */
export const recordedRun = async (
  path: string,
  size: RecordingSize,
  title: string,
  run: (size: RecordingSize) => number | Promise<number>,
): Promise<number> => {
  const recording: Recording = openRecording(path, { ...size, title });
  const untee = [
    teeWrites(process.stdout, recording.add),
    teeWrites(process.stderr, recording.add),
  ];
  let code: number;
  try {
    code = await run(size);
  } finally {
    for (const back of untee) back();
  }
  try {
    await recording.finish();
  } catch (error) {
    if (error instanceof RecordingWriteFailed) return fail(error.message, EXIT.outputFailed);
    throw error;
  }
  return code;
};
