/**
 * Pictures for the readme, taken from the real app in a real (pseudo-)terminal:
 * runs the built `dist/cli.js` in node-pty, reads the screen through a headless
 * xterm, and writes each screen as an SVG into media/.
 *
 *   npm run build && npx tsx scripts/media.ts
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import xterm from '@xterm/headless';
import pty from 'node-pty';

const { Terminal } = xterm;
type Cell = NonNullable<
  ReturnType<InstanceType<typeof Terminal>['buffer']['active']['getNullCell']>
>;

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const out = fileURLToPath(new URL('../media/', import.meta.url));

const KEYS = { enter: '\r', right: '\u001B[C', down: '\u001B[B', left: '\u001B[D', up: '\u001B[A' };

type Shot = {
  readonly file: string;
  readonly title: string;
  readonly args: readonly string[];
  /** Text on screen that says the app is ready. */
  readonly ready: string;
  /** Keys typed once it is, each waited for. */
  readonly keys?: readonly string[];
  /** Text on screen once the keys have done their work. */
  readonly after?: string;
};

const shots: readonly Shot[] = [
  { file: 'menu.svg', title: 'tobikoe: the menu', args: [], ready: 'Knights Exchange' },
  {
    file: 'flip-star.svg',
    title: 'tobikoe play flip-star',
    args: ['play', 'flip-star'],
    ready: 'optimal 18',
    // Every Flip It piece has at most one move (one empty cell), so Enter plays it at once.
    keys: [KEYS.down, KEYS.down, KEYS.enter, KEYS.right],
    after: 'moves 1',
  },
  {
    file: 'line-1.svg',
    title: 'tobikoe play line-1',
    args: ['play', 'line-1'],
    ready: 'optimal 30',
    keys: [KEYS.right, KEYS.right, KEYS.enter],
    after: 'moves 1',
  },
  {
    file: 'knights.svg',
    title: 'tobikoe play knights',
    args: ['play', 'knights'],
    ready: 'optimal 16',
    // A knight picked up: its two targets are lit.
    keys: [KEYS.enter],
    after: 'picked up',
  },
];

const COLUMNS = 80;
const ROWS = 24;
/** DejaVu Sans Mono is 0.602 em wide and 1.164 em tall, so box-drawing lines join. */
const FONT_SIZE = 15;
const CELL_WIDTH = 9.03;
const LINE_HEIGHT = 17.5;
const PAD = 12;
const BACKGROUND = '#1d1f21';
const FOREGROUND = '#d0d0d0';

/** The 16 ANSI colours (a calm dark theme). */
const ANSI = [
  '#1d1f21',
  '#cc6666',
  '#b5bd68',
  '#f0c674',
  '#81a2be',
  '#b294bb',
  '#8abeb7',
  '#c5c8c6',
  '#666666',
  '#d54e53',
  '#b9ca4a',
  '#e7c547',
  '#7aa6da',
  '#c397d8',
  '#70c0b1',
  '#eaeaea',
];

const hex = (value: number): string => value.toString(16).padStart(2, '0');

/** xterm's 256-colour palette: 16 ANSI, a 6×6×6 cube, then 24 greys. */
const palette = (index: number): string => {
  if (index < 16) return ANSI[index];
  if (index < 232) {
    const n = index - 16;
    const level = (v: number): number => (v === 0 ? 0 : 55 + v * 40);
    return `#${hex(level(Math.floor(n / 36)))}${hex(level(Math.floor(n / 6) % 6))}${hex(level(n % 6))}`;
  }
  const grey = 8 + (index - 232) * 10;
  return `#${hex(grey)}${hex(grey)}${hex(grey)}`;
};

const colourOf = (cell: Cell, ground: 'fg' | 'bg'): string | undefined => {
  const fg = ground === 'fg';
  if (fg ? cell.isFgDefault() : cell.isBgDefault()) return undefined;
  const value = fg ? cell.getFgColor() : cell.getBgColor();
  if (fg ? cell.isFgRGB() : cell.isBgRGB()) return `#${value.toString(16).padStart(6, '0')}`;
  return palette(value);
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Run = { x: number; text: string; fg: string; bg?: string; bold: boolean; dim: boolean };

const runsOf = (term: InstanceType<typeof Terminal>, y: number): Run[] => {
  const buffer = term.buffer.active;
  const line = buffer.getLine(buffer.viewportY + y);
  const runs: Run[] = [];
  if (!line) return runs;
  for (let x = 0; x < COLUMNS; x++) {
    const cell = line.getCell(x);
    if (!cell || cell.getWidth() === 0) continue;
    let fg = colourOf(cell, 'fg') ?? FOREGROUND;
    let bg = colourOf(cell, 'bg');
    if (cell.isInverse()) [fg, bg] = [bg ?? BACKGROUND, fg];
    const bold = cell.isBold() !== 0;
    const dim = cell.isDim() !== 0;
    const text = cell.getChars() || ' ';
    const last = runs[runs.length - 1];
    if (last && last.fg === fg && last.bg === bg && last.bold === bold && last.dim === dim) {
      last.text += text;
    } else {
      runs.push({ x, text, fg, bg, bold, dim });
    }
  }
  return runs;
};

const svgOf = (term: InstanceType<typeof Terminal>, title: string): string => {
  const lines: Run[][] = [];
  for (let y = 0; y < ROWS; y++) lines.push(runsOf(term, y));
  // Leave off the empty lines at the bottom.
  let used = lines.length;
  while (used > 1 && lines[used - 1].every((run) => run.text.trim() === '' && !run.bg)) used--;
  const width = PAD * 2 + COLUMNS * CELL_WIDTH;
  const height = Math.ceil(PAD * 2 + used * LINE_HEIGHT);
  const body: string[] = [];
  lines.slice(0, used).forEach((runs, y) => {
    const top = PAD + y * LINE_HEIGHT;
    for (const run of runs) {
      const x = PAD + run.x * CELL_WIDTH;
      const length = run.text.length * CELL_WIDTH;
      if (run.bg) {
        body.push(
          `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${length.toFixed(1)}" height="${LINE_HEIGHT}" fill="${run.bg}"/>`,
        );
      }
      if (run.text.trim() === '') continue;
      const style = [
        run.bold ? ' font-weight="bold"' : '',
        run.dim ? ' fill-opacity="0.6"' : '',
      ].join('');
      body.push(
        `<text x="${x.toFixed(1)}" y="${(top + LINE_HEIGHT * 0.78).toFixed(1)}" fill="${run.fg}"${style} textLength="${length.toFixed(1)}" lengthAdjust="spacingAndGlyphs" xml:space="preserve">${escapeXml(run.text)}</text>`,
      );
    }
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width.toFixed(0)}" height="${height}" viewBox="0 0 ${width.toFixed(1)} ${height}" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="${FONT_SIZE}">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="100%" height="100%" rx="6" fill="${BACKGROUND}"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const take = async (shot: Shot): Promise<string> => {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    // Ink draws nothing until exit when CI is set; NO_COLOR would take the colours away.
    if (value !== undefined && name !== 'CI' && name !== 'NO_COLOR') env[name] = value;
  }
  const child = pty.spawn(process.execPath, [cli, ...shot.args], {
    name: 'xterm-256color',
    cols: COLUMNS,
    rows: ROWS,
    cwd: root,
    env: {
      ...env,
      TERM: 'xterm-256color',
      COLORTERM: '',
      TOBIKOE_HOME: mkdtempSync(join(tmpdir(), 'tobikoe-media-')),
    },
  });
  const term = new Terminal({ cols: COLUMNS, rows: ROWS, allowProposedApi: true });
  child.onData((data) => term.write(data));
  const screen = async (): Promise<string> => {
    await new Promise<void>((resolve) => term.write('', resolve));
    const buffer = term.buffer.active;
    const text: string[] = [];
    for (let y = 0; y < ROWS; y++) {
      text.push(buffer.getLine(buffer.viewportY + y)?.translateToString(true) ?? '');
    }
    return text.join('\n');
  };
  const waitFor = async (marker: string): Promise<void> => {
    const deadline = Date.now() + 15_000;
    while (!(await screen()).includes(marker)) {
      if (Date.now() > deadline)
        throw new Error(`${shot.file}: no "${marker}" on screen:\n${await screen()}`);
      await sleep(25);
    }
  };
  try {
    await waitFor(shot.ready);
    for (const key of shot.keys ?? []) {
      child.write(key);
      await sleep(120);
    }
    if (shot.after) await waitFor(shot.after);
    await sleep(150);
    return svgOf(term, shot.title);
  } finally {
    child.kill();
  }
};

if (!existsSync(cli)) {
  process.stderr.write('media: dist/cli.js is missing; run npm run build first\n');
  process.exit(2);
}
mkdirSync(out, { recursive: true });
for (const shot of shots) {
  const svg = await take(shot);
  writeFileSync(new URL(shot.file, `file://${out}`), svg);
  process.stdout.write(`media/${shot.file}\n`);
}
