import type { Cast } from './cast.js';
import { framesOf } from './frames.js';
import { svgOf } from './svg.js';

/** A recording drawn as an animated SVG: its output through the terminal emulator, frame by frame. */
export const svgOfCast = async (cast: Cast): Promise<string> =>
  svgOf(await framesOf(cast), {
    columns: cast.header.width,
    rows: cast.header.height,
    seconds: cast.events.at(-1)?.[0] ?? 0,
    ...(cast.header.title === undefined ? {} : { title: cast.header.title }),
  });
