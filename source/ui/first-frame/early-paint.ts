import { isatty } from 'node:tty';
import isInCi from 'is-in-ci';
import { drawEarly, type EarlyScreen, nothingDrawn } from './early-screen.js';
import { readFirstFrames } from './frame-cache.js';
import { keepsFirstFrame } from './frame-key.js';
import { frameStartOf } from './frame-start.js';

/**
 * The first thing `tobikoe` and `tobikoe play <id>` do: when an earlier start
 * with the same key (`firstFrameKey`) kept Ink's first frame, draw it now,
 * before Ink, React and the command line are loaded; the app then takes the
 * screen over (see `drawFirstFrame`). Undefined for a start whose first frame
 * is not kept: flags, CI (Ink draws nothing there until the end), a screen
 * reader, no terminal.
 */
export const paintEarly = async (
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<EarlyScreen | undefined> => {
  if (!keepsFirstFrame(argv) || isInCi || env.INK_SCREEN_READER === 'true') return undefined;
  if (!isatty(0) || !isatty(1)) return undefined;
  const { columns, rows } = process.stdout;
  if (!columns || !rows) return undefined;
  const start = frameStartOf(argv, columns, rows, env);
  const kept = readFirstFrames(start.cacheFolder, start.key).at(0);
  if (!kept) return nothingDrawn(start);
  if (kept.probed === undefined) return drawEarly(start, kept.frame);
  // That start asked the terminal how wide it draws ambiguous signs; this one asks first.
  const { probeAmbiguousWide } = await import('../ambiguous-probe.js');
  const probed = await probeAmbiguousWide(process.stdin, process.stdout);
  return probed.interrupted || (probed.wide ?? null) !== kept.probed
    ? nothingDrawn(start, probed)
    : drawEarly(start, kept.frame, probed);
};
