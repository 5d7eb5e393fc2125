import type { Cast } from './cast.js';
import { framesOf } from './frames.js';
import { type SvgOptions, svgOf } from './svg.js';

export type PictureOptions = Pick<SvgOptions, 'shownRows'> & {
  /** Only the last frame: a still picture of how the recording ended. */
  readonly still?: boolean;
};

/** A recording drawn as an animated SVG: its output through the terminal emulator, frame by frame. */
export const svgOfCast = async (cast: Cast, options: PictureOptions = {}): Promise<string> => {
  const frames = await framesOf(cast);
  const last = frames.at(-1);
  return svgOf(options.still && last ? [{ ...last, seconds: 0 }] : frames, {
    columns: cast.header.width,
    rows: cast.header.height,
    seconds: cast.events.at(-1)?.[0] ?? 0,
    ...(cast.header.title === undefined ? {} : { title: cast.header.title }),
    ...(options.shownRows === undefined ? {} : { shownRows: options.shownRows }),
  });
};
