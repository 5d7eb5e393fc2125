import { EXIT, fail } from '../commands/exit-codes.js';
import { teeWrites } from './capture.js';
import {
  openRecording,
  type Recording,
  type RecordingSize,
  RecordingWriteFailed,
} from './recording.js';

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
