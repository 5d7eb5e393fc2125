/**
 * An animated SVG of a recording's frames, self-contained (no script, no
 * font or file from elsewhere), played by CSS alone, drawn as changes: every
 * distinct row is drawn once, in <defs>; each line of the screen is a window
 * one row tall onto a strip of the rows that line ever shows, and its own
 * animation moves the strip, a step each time that line changed. A frame that
 * changes two lines costs two steps, not a whole screen, so a long watch stays
 * small. Each strip holds the line's last row first, where a program that
 * plays no animation (a slide program, a print) shows it: the last frame.
 */
import type { Frame, Run, RunStyle } from './frames.js';
import { THEME } from './theme.js';

/** Units of a column and a row: DejaVu Sans Mono at 10 is 6.02 wide; its box-drawing glyphs are 11.7 tall. */
const COLUMN = 6;
const ROW = 11.7;
const FONT_SIZE = 10;
/** From a row's top to the baseline of its text. */
const BASELINE = 9;
/** The distance between slots of a strip: a whole number a little over a row, so its steps are whole. */
const SLOT = 12;
/** Lines and blocks must meet their neighbours: drawn at exactly their columns' width. */
const JOINED = /[\u2500-\u259f]/;
const PADDING = 6;
const FONTS =
  "'DejaVu Sans Mono','Menlo','Consolas','Liberation Mono','Noto Sans Mono CJK JP',monospace";
/** The widest window onto a line: a change redraws the windows it falls in, not the line. */
const TILE_COLUMNS = 16;
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

/** An x attribute, left out at 0 (where SVG puts a shape without one). */
const xOf = (left: number): string => (left === 0 ? '' : ` x="${number(left)}"`);

/** A run drawn with its row's top at `top`. */
const runSvg = (run: Run, nameOf: (rule: string) => string, top: number): string => {
  const parts: string[] = [];
  const left = run.column * COLUMN;
  if (run.style.bg !== undefined) {
    parts.push(
      `<rect${xOf(left)}${top === 0 ? '' : ` y="${number(top)}"`} width="${number(run.columns * COLUMN)}" height="${ROW}" class="${nameOf(`fill:${run.style.bg}`)}"/>`,
    );
  }
  const text = run.chars.map((char) => char.text).join('');
  if (text.trim() !== '') {
    const kind = textClasses(run.style, nameOf);
    const classAttribute = kind === '' ? '' : ` class="${kind}"`;
    // A wide character (Japanese) is drawn at its own column: fonts differ in how wide they make it.
    const position = run.chars.some((char) => char.wide)
      ? ` x="${run.chars.map((char) => number(char.column * COLUMN)).join(' ')}"`
      : run.chars.length > 1 && JOINED.test(text)
        ? `${xOf(left)} textLength="${number(run.columns * COLUMN)}"`
        : xOf(left);
    parts.push(
      `<text${position} y="${number(top + BASELINE)}"${classAttribute}>${escapeXml(text)}</text>`,
    );
  }
  return parts.join('');
};

/** Columns of a line from `left`, `columns` wide. */
type Span = { readonly left: number; readonly columns: number };

/**
 * Where a line's windows stand: between the columns no frame ever draws on
 * (so a word's change leaves its neighbours alone), none wider than
 * `TILE_COLUMNS`.
 */
const spansOf = (lines: readonly (readonly Run[])[], width: number): Span[] => {
  const drawn = new Uint8Array(width + 1);
  for (const runs of lines) {
    for (const run of runs) {
      for (const char of run.chars) {
        if (run.style.bg !== undefined || char.text.trim() !== '') {
          drawn[char.column] = 1;
          if (char.wide) drawn[char.column + 1] = 1;
        }
      }
    }
  }
  const spans: Span[] = [];
  for (let x = 0; x < width; ) {
    if (!drawn[x]) {
      x++;
      continue;
    }
    let end = x;
    while (end < width && drawn[end] && end - x < TILE_COLUMNS) end++;
    spans.push({ left: x, columns: end - x });
    x = end;
  }
  return spans;
};

/**
 * Neighbouring windows that change in the same frames, joined: one window's
 * steps cost what either's did, and it shows no more pieces than either.
 */
const joinedWhenTogether = (spans: readonly Span[], line: readonly (readonly Run[])[]): Span[] => {
  const changedIn = spans.map(() => [] as number[]);
  const before = spans.map(() => '');
  line.forEach((runs, frame) => {
    cutTo(runs, spans).forEach((piece, index) => {
      const key = JSON.stringify(piece);
      if (frame === 0 || key !== before[index]) changedIn[index].push(frame);
      before[index] = key;
    });
  });
  const joined: Span[] = [];
  let last = '';
  spans.forEach((span, index) => {
    const signature = changedIn[index].join(',');
    const previous = joined.at(-1);
    if (previous && signature === last) {
      joined[joined.length - 1] = {
        left: previous.left,
        columns: span.left + span.columns - previous.left,
      };
    } else joined.push(span);
    last = signature;
  });
  return joined;
};

/** A line's runs cut to the spans, each span's runs from its own left. */
const cutTo = (runs: readonly Run[], spans: readonly Span[]): Run[][] =>
  spans.map(({ left, columns }) =>
    runs.flatMap((run) => {
      const chars = run.chars.filter((char) => char.column >= left && char.column < left + columns);
      const end = chars.at(-1);
      if (!end) return [];
      const first = chars[0].column;
      return [
        {
          column: first - left,
          columns: end.column + (end.wide ? 2 : 1) - first,
          chars: chars.map((char) => ({ ...char, column: char.column - left })),
          style: run.style,
        },
      ];
    }),
  );

export type SvgOptions = {
  readonly columns: number;
  readonly rows: number;
  /** Seconds the recording lasts (its last event); the last frame is held `HOLD_S` more. */
  readonly seconds: number;
  readonly title?: string;
  /** The picture cut to its first rows (the rows below were never drawn on). */
  readonly shownRows?: number;
};

/** One window onto a line: the pieces it shows in its strip, and when it shows which. */
type Window = {
  readonly tile: number;
  readonly y: number;
  /** Each slot's piece (its drawing at the top, '' for blank); the one shown last first. */
  readonly slots: readonly string[];
  readonly changes: readonly { readonly seconds: number; readonly slot: number }[];
};

export const svgOf = (frames: readonly Frame[], options: SvgOptions): string => {
  const { nameOf, css } = classes();
  const width = options.columns * COLUMN;
  const height = options.rows * ROW;
  const total = Math.max(options.seconds, frames.at(-1)?.seconds ?? 0) + HOLD_S;
  // Percentages fine enough that frames a 30th of a second apart keep their order.
  const digits = Math.max(2, Math.ceil(Math.log10((total * 30) / 100)));
  const percent = (seconds: number): string =>
    String(Math.round((seconds / total) * 100 * 10 ** digits) / 10 ** digits);
  const spans = Array.from({ length: options.rows }, (_, y) => {
    const line = frames.map((frame) => frame.rows[y] ?? []);
    return joinedWhenTogether(spansOf(line, options.columns), line);
  });
  const cutFrames = frames.map((frame) =>
    spans.map((lineSpans, y) => cutTo(frame.rows[y] ?? [], lineSpans)),
  );
  // A piece is known by its drawing; `runsOf` keeps its runs, to draw it again lower in a strip.
  const runsOf = new Map<string, readonly Run[]>();
  const pieceOf = (runs: readonly Run[]): string => {
    const drawn = runs.map((run) => runSvg(run, nameOf, 0)).join('');
    if (drawn !== '') runsOf.set(drawn, runs);
    return drawn;
  };
  const windows: Window[] = [];
  const slotsUsing = new Map<string, number>();
  for (let y = 0; y < options.rows; y++) {
    for (let tile = 0; tile < spans[y].length; tile++) {
      const shown: { seconds: number; piece: string }[] = [];
      cutFrames.forEach((cut, index) => {
        const piece = pieceOf(cut[y][tile]);
        if (shown.at(-1)?.piece !== piece) {
          shown.push({ seconds: index === 0 ? 0 : frames[index].seconds, piece });
        }
      });
      const last = shown.at(-1)?.piece ?? '';
      if (shown.every(({ piece }) => piece === '')) continue;
      const slots = [last, ...new Set(shown.map(({ piece }) => piece).filter((p) => p !== last))];
      const slotOf = new Map(slots.map((piece, slot) => [piece, slot]));
      for (const piece of slots) slotsUsing.set(piece, (slotsUsing.get(piece) ?? 0) + 1);
      const changes = shown.map(({ seconds, piece }) => ({
        seconds,
        slot: slotOf.get(piece) ?? 0,
      }));
      windows.push({ tile, y, slots, changes });
    }
  }
  // A piece in more than one slot is drawn once, in <defs>; one in a single slot, where it stands.
  const ids = new Map<string, string>();
  const defs: string[] = [];
  for (const [piece, count] of slotsUsing) {
    if (piece === '' || count < 2) continue;
    const id = `r${ids.size.toString(36)}`;
    ids.set(piece, id);
    defs.push(`<g id="${id}">${piece}</g>`);
  }
  const slotSvg = (piece: string, slot: number): string => {
    if (piece === '') return '';
    const id = ids.get(piece);
    if (id !== undefined) return `<use href="#${id}" y="${number(slot * SLOT)}"/>`;
    return (runsOf.get(piece) ?? []).map((run) => runSvg(run, nameOf, slot * SLOT)).join('');
  };
  const lines: string[] = [];
  const animations: string[] = [];
  for (const [index, { tile, y, slots, changes }] of windows.entries()) {
    const window = `w${index.toString(36)}`;
    const span = spans[y][tile];
    if (slots.length > 1) {
      // Each slot's times in one selector: a change costs a percentage, not a rule.
      const times: string[][] = slots.map(() => []);
      for (const { seconds, slot } of changes) times[slot].push(`${percent(seconds)}%`);
      const steps = times
        .map((at, slot) => `${at.join(',')}{translate:0 -${slot * SLOT}px}`)
        .join('');
      animations.push(
        `#${window}{animation:${window} ${number(total)}s steps(1,end) infinite}@keyframes ${window}{${steps}}`,
      );
    }
    // One column wider than the window, for a wide character at its right edge.
    lines.push(
      `<svg x="${number(span.left * COLUMN)}" y="${number(y * ROW)}" width="${number((span.columns + 1) * COLUMN)}" height="${ROW}"><g id="${window}">${slots.map(slotSvg).join('')}</g></svg>`,
    );
  }
  const animation = animations.join('');
  const style =
    `text{white-space:pre;fill:${THEME.text}}.b{font-weight:bold}.d{opacity:.6}` +
    `.i{font-style:italic}.u{text-decoration:underline}${animation}${css()}`;
  const title = options.title === undefined ? '' : `<title>${escapeXml(options.title)}</title>`;
  const outerWidth = width + 2 * PADDING;
  const outerHeight = Math.min(options.rows, options.shownRows ?? options.rows) * ROW + 2 * PADDING;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" ` +
    `width="${number(outerWidth * 1.4)}" height="${number(outerHeight * 1.4)}" ` +
    `viewBox="0 0 ${number(outerWidth)} ${number(outerHeight)}" ` +
    `font-family="${FONTS}" font-size="${FONT_SIZE}">` +
    `${title}<style>${style}</style>` +
    `<rect width="100%" height="100%" rx="4" fill="${THEME.background}"/>` +
    `<defs>${defs.join('')}</defs>` +
    `<svg x="${PADDING}" y="${PADDING}" width="${number(width)}" height="${number(height)}">` +
    `${lines.join('')}</svg></svg>\n`
  );
};
