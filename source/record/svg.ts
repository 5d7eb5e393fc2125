/**
 * An animated SVG of a recording's frames, self-contained (no script, no
 * font or file from elsewhere), played by CSS alone. Every distinct row is
 * drawn once, in <defs>; a frame is the rows it shows, one <use> each; the
 * frames stand one below the other and one animation moves them past the
 * window, a step at each frame's time. The last frame stands first, where a
 * program that plays no animation (a slide program, a print) shows it.
 */
import type { Frame, Run, RunStyle } from './frames.js';
import { THEME } from './theme.js';

/** Units of a column and a row: DejaVu Sans Mono at 10 is 6.02 wide; its box-drawing glyphs are 11.7 tall. */
const COLUMN = 6;
const ROW = 11.7;
const FONT_SIZE = 10;
/** From a row's top to the baseline of its text. */
const BASELINE = 9.2;
const PADDING = 6;
const FONTS =
  "'DejaVu Sans Mono','Menlo','Consolas','Liberation Mono','Noto Sans Mono CJK JP',monospace";
/** How long the last frame stays before the animation starts again. */
export const HOLD_S = 3;

const number = (value: number): string => String(Math.round(value * 100) / 100);

const escapeXml = (text: string): string =>
  text.replace(/[&<>"]/g, (char) =>
    char === '&' ? '&amp;' : char === '<' ? '&lt;' : char === '>' ? '&gt;' : '&quot;',
  );

/** Class names for colours and looks, given out as they are first met, so the file says each once. */
const classes = () => {
  const names = new Map<string, string>();
  const rules: string[] = [];
  const nameOf = (rule: string): string => {
    let name = names.get(rule);
    if (name === undefined) {
      name = `c${names.size.toString(36)}`;
      names.set(rule, name);
      rules.push(`.${name}{${rule}}`);
    }
    return name;
  };
  return { nameOf, css: () => rules.join('') };
};

const textClasses = (style: RunStyle, nameOf: (rule: string) => string): string =>
  [
    ...(style.fg === THEME.text ? [] : [nameOf(`fill:${style.fg}`)]),
    ...(style.bold ? ['b'] : []),
    ...(style.dim ? ['d'] : []),
    ...(style.italic ? ['i'] : []),
    ...(style.underline ? ['u'] : []),
  ].join(' ');

const runSvg = (run: Run, nameOf: (rule: string) => string): string => {
  const parts: string[] = [];
  const left = run.column * COLUMN;
  if (run.style.bg !== undefined) {
    parts.push(
      `<rect x="${number(left)}" width="${number(run.columns * COLUMN)}" height="${ROW}" class="${nameOf(`fill:${run.style.bg}`)}"/>`,
    );
  }
  const text = run.chars.map((char) => char.text).join('');
  if (text.trim() !== '') {
    const kind = textClasses(run.style, nameOf);
    const classAttribute = kind === '' ? '' : ` class="${kind}"`;
    // A wide character (Japanese) is drawn at its own column: fonts differ in how wide they make it.
    const position = run.chars.some((char) => char.wide)
      ? `x="${run.chars.map((char) => number(char.column * COLUMN)).join(' ')}"`
      : run.chars.length > 1
        ? `x="${number(left)}" textLength="${number(run.columns * COLUMN)}"`
        : `x="${number(left)}"`;
    parts.push(`<text ${position} y="${BASELINE}"${classAttribute}>${escapeXml(text)}</text>`);
  }
  return parts.join('');
};

export type SvgOptions = {
  readonly columns: number;
  readonly rows: number;
  /** Seconds the recording lasts (its last event); the last frame is held `HOLD_S` more. */
  readonly seconds: number;
  readonly title?: string;
  /** The picture cut to its first rows (the rows below were never drawn on). */
  readonly shownRows?: number;
};

export const svgOf = (frames: readonly Frame[], options: SvgOptions): string => {
  const { nameOf, css } = classes();
  const rowIds = new Map<string, string>();
  const defs: string[] = [];
  const rowId = (runs: readonly Run[]): string | undefined => {
    if (runs.length === 0) return undefined;
    const drawn = runs.map((run) => runSvg(run, nameOf)).join('');
    let id = rowIds.get(drawn);
    if (id === undefined) {
      id = `r${rowIds.size.toString(36)}`;
      rowIds.set(drawn, id);
      defs.push(`<g id="${id}">${drawn}</g>`);
    }
    return id;
  };
  const width = options.columns * COLUMN;
  const height = options.rows * ROW;
  // The last frame first (see above), then the rest in order.
  const order =
    frames.length > 1 ? [frames.length - 1, ...frames.keys()].slice(0, frames.length) : [0];
  const placed = order.map((index, slot) => ({ frame: frames[index], slot }));
  const body = placed
    .map(({ frame, slot }) => {
      const uses = frame.rows
        .map((runs, y) => {
          const id = rowId(runs);
          return id === undefined ? '' : `<use xlink:href="#${id}" y="${number(y * ROW)}"/>`;
        })
        .join('');
      return `<g transform="translate(0 ${number(slot * height)})">${uses}</g>`;
    })
    .join('');
  const total = Math.max(options.seconds, frames.at(-1)?.seconds ?? 0) + HOLD_S;
  const slotOf = (index: number): number => (index === frames.length - 1 ? 0 : index + 1);
  const keyframes = frames
    .map((frame, index) => {
      const at = index === 0 ? 0 : (frame.seconds / total) * 100;
      return `${number(at)}%{transform:translateY(-${number(slotOf(index) * height)}px)}`;
    })
    .join('');
  const animation =
    frames.length > 1
      ? `#s{animation:k ${number(total)}s steps(1,end) infinite}@keyframes k{${keyframes}}`
      : '';
  const style =
    `text{white-space:pre;fill:${THEME.text}}.b{font-weight:bold}.d{opacity:.6}` +
    `.i{font-style:italic}.u{text-decoration:underline}${animation}${css()}`;
  const title = options.title === undefined ? '' : `<title>${escapeXml(options.title)}</title>`;
  const outerWidth = width + 2 * PADDING;
  const outerHeight = Math.min(options.rows, options.shownRows ?? options.rows) * ROW + 2 * PADDING;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
    `width="${number(outerWidth * 1.4)}" height="${number(outerHeight * 1.4)}" ` +
    `viewBox="0 0 ${number(outerWidth)} ${number(outerHeight)}" ` +
    `font-family="${FONTS}" font-size="${FONT_SIZE}">` +
    `${title}<style>${style}</style>` +
    `<rect width="100%" height="100%" rx="4" fill="${THEME.background}"/>` +
    `<defs>${defs.join('')}</defs>` +
    `<svg x="${PADDING}" y="${PADDING}" width="${number(width)}" height="${number(height)}">` +
    `<g id="s">${body}</g></svg></svg>\n`
  );
};
