/**
 * Renders an asciicast as an SVG with svg-term (the renderer behind
 * svg-term-cli) and optimises it with svgo, as svg-term-cli does. Both live in
 * media/tools/ with their own node_modules, loaded from there so svg-term
 * finds its React 16 and not the app's React 19. svg-term-cli itself offers no
 * line height: its default (1.3) leaves gaps between the rows of box drawing.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const toolDir = fileURLToPath(new URL('../../media/tools/', import.meta.url));

type Colour = readonly [number, number, number];
type Theme = Readonly<Record<number, Colour>> & {
  readonly background: Colour;
  readonly bold: Colour;
  readonly cursor: Colour;
  readonly text: Colour;
  readonly fontSize: number;
  readonly lineHeight: number;
  readonly fontFamily: string;
};
type SvgTerm = {
  render(
    cast: string,
    options: {
      at?: number;
      width: number;
      height: number;
      fps?: number;
      theme: Theme;
      window: boolean;
      cursor: boolean;
    },
  ): string;
};
type Svgo = new (config: {
  plugins: readonly Record<string, boolean>[];
}) => { optimize(svg: string): Promise<{ data: string }> };

const load = createRequire(toolDir);
const svgTerm = (): SvgTerm => load('svg-term') as SvgTerm;
const defaultTheme = (): Theme => load('svg-term/lib/default-theme.js') as Theme;
const svgo = (): Svgo => load('svgo') as Svgo;

/** Box-drawing glyphs are about 1.17 em tall: rows this far apart join up. */
const LINE_HEIGHT = 1.17;

export type RenderOptions = {
  readonly columns: number;
  readonly rows: number;
  /** A still of the frame at this many ms; the whole animation without. */
  readonly at?: number;
  /** Frames a second kept in an animation (fewer make a smaller file). */
  readonly fps?: number;
  /** Rows shown: the picture is cut below them (the app drew nothing there). */
  readonly shownRows?: number;
};

/**
 * The picture cut to its first `shown` rows of `rows`: the window (the root
 * element and its background, which share one height) is made shorter, and
 * the screen inside it is clipped by it.
 */
const cropRows = (svg: string, rows: number, shown: number): string => {
  const outer = /^<svg[^>]*? height="([\d.]+)"/.exec(svg)?.[1];
  const inner = /<svg height="([\d.]+)" viewBox/.exec(svg)?.[1];
  if (!outer || !inner || shown >= rows) return svg;
  const cut = (Number(inner) / rows) * (rows - shown);
  const height = (Number(outer) - cut).toFixed(3);
  return svg.replaceAll(`height="${outer}"`, `height="${height}"`);
};

export const renderCast = async (cast: string, options: RenderOptions): Promise<string> => {
  const base = defaultTheme();
  const theme: Theme = {
    ...base,
    lineHeight: LINE_HEIGHT,
    fontFamily: `'DejaVu Sans Mono', ${base.fontFamily}`,
  };
  const svg = svgTerm().render(cast, {
    ...(options.at === undefined ? { fps: options.fps } : { at: options.at }),
    width: options.columns,
    height: options.rows,
    theme,
    window: true,
    cursor: false,
  });
  const Optimiser = svgo();
  const optimised = await new Optimiser({ plugins: [{ collapseGroups: false }] }).optimize(svg);
  return cropRows(optimised.data, options.rows, options.shownRows ?? options.rows);
};
