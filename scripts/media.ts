/**
 * The readme's pictures, from the real app: each scene is played in a
 * pseudo-terminal and recorded by the app's own recorder (`--record`) as an
 * asciicast (media/<name>.cast, playable with asciinema or `tobikoe replay`),
 * drawn into media/<name>.svg by the same code as a user's `--record
 * FILE.svg` — animated for the moving scenes, the last frame for the stills;
 * and a chart of a real trace (media/trace-line-3.jsonl) drawn by vega-lite.
 *
 *   npm run media
 *
 * vega-lite lives in media/tools/ with its own node_modules, installed here on
 * first use (see scripts/media/chart.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { castText } from '../source/record/cast.js';
import { svgOfCast } from '../source/record/cast-picture.js';
import { chartOf, toolDir, traceOf } from './media/chart.js';
import { cli, KEYS, record, type Scene } from './media/record.js';

const media = fileURLToPath(new URL('../media/', import.meta.url));

const COLUMNS = 80;
const ROWS = 24;

type Shot = Scene & { readonly name: string; readonly moving: boolean };

const shots: readonly Shot[] = [
  {
    name: 'solve-line-3',
    moving: true,
    title: 'tobikoe play line-3, s: the solve panel',
    args: ['play', 'line-3'],
    steps: [
      { wait: 'optimal 38' },
      { hold: 800 },
      { keys: ['s'] },
      { wait: /optimal 38 moves/ },
      { hold: 1200 },
      // Autoplay at 200 ms a step, through to the end of the answer.
      { keys: ['+', '+'], gap: 300 },
      { keys: [' '] },
      { wait: 'step 38/38' },
      { hold: 2500 },
    ],
  },
  {
    name: 'watch-knights',
    moving: true,
    title: 'tobikoe play knights, s then w: watch mode',
    args: ['play', 'knights'],
    steps: [
      { wait: 'optimal 16' },
      { keys: ['s'] },
      { wait: 'optimal 16 moves' },
      { hold: 800 },
      { keys: ['w'] },
      { wait: /g \d+ \+ h \d+ = f/ },
      { hold: 4000 },
      { keys: ['+', '+', '+'], gap: 300 },
      { wait: 'pruned:' },
      { hold: 3000 },
      { keys: [' '] },
      { hold: 800 },
      { keys: ['.', '.', '.'], gap: 600 },
      { hold: 800 },
      { keys: [KEYS.escape] },
      { hold: 1200 },
    ],
  },
  {
    name: 'menu',
    moving: false,
    title: 'tobikoe: the menu',
    args: [],
    steps: [{ wait: 'Knights Exchange' }, { hold: 150 }],
  },
  {
    name: 'flip-star',
    moving: false,
    title: 'tobikoe play flip-star',
    args: ['play', 'flip-star'],
    // Every Flip It piece has at most one move (one empty cell), so Enter plays it at once.
    steps: [
      { wait: 'optimal 18' },
      { keys: [KEYS.down, KEYS.down, KEYS.enter, KEYS.right] },
      { wait: 'moves 1' },
      { hold: 150 },
    ],
  },
  {
    name: 'line-1',
    moving: false,
    title: 'tobikoe play line-1',
    args: ['play', 'line-1'],
    steps: [
      { wait: 'optimal 30' },
      // The arrows slide here: h j k l move the cursor.
      { keys: ['l', 'l', KEYS.enter] },
      { wait: 'moves 1' },
      { hold: 150 },
    ],
  },
  {
    name: 'knights',
    moving: false,
    title: 'tobikoe play knights',
    args: ['play', 'knights'],
    // A knight picked up: its two targets are lit.
    steps: [{ wait: 'optimal 16' }, { keys: [KEYS.enter] }, { wait: 'picked up' }, { hold: 150 }],
  },
];

if (!existsSync(cli)) {
  process.stderr.write('media: dist/cli.js is missing; run npm run build first\n');
  process.exit(2);
}
if (!existsSync(`${toolDir}node_modules/vega-lite`)) {
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: toolDir, stdio: 'inherit' });
}
const only = process.argv.slice(2);
for (const shot of shots.filter(({ name }) => only.length === 0 || only.includes(name))) {
  const { cast, rows } = await record(shot, COLUMNS, ROWS);
  writeFileSync(`${media}${shot.name}.cast`, castText(cast));
  const svg = await svgOfCast(cast, {
    shownRows: Math.min(ROWS, rows + 1),
    still: !shot.moving,
  });
  writeFileSync(`${media}${shot.name}.svg`, svg);
  const size = `${Math.round(svg.length / 1024)} KB`;
  const seconds = cast.events.at(-1)?.[0] ?? 0;
  process.stdout.write(`media/${shot.name}.svg (${seconds.toFixed(1)} s, ${size})\n`);
}
if (only.length === 0 || only.includes('trace-line-3')) {
  // A bound that stays the same throughout (the default loads its pattern
  // databases part way), so each iteration's tree is the last one's, grown.
  const trace = traceOf(['line-3', '--bound', 'walking']);
  writeFileSync(`${media}trace-line-3.jsonl`, trace);
  const title =
    'tobikoe solve line-3 --bound walking --trace: IDA*, nodes at each depth per iteration';
  writeFileSync(`${media}trace-line-3.svg`, await chartOf(trace, title));
  process.stdout.write('media/trace-line-3.svg\n');
}
