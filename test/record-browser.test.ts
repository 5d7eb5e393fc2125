import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tobikoeHere } from './cli-here.js';
import { screenAfter } from './recordings.js';

const CHROMIUM = '/usr/bin/chromium';

/**
 * The page that opens the picture: as an image (it must load on its own, no
 * script in it), and inline, where the harness's script stops the animation
 * just before it starts over and reads the frame then in view.
 */
const harness = (
  svgPath: string,
  svg: string,
  columns: number,
  rows: number,
): string => `<!doctype html>
<html><body>
<img id="img" src="file://${svgPath}">
${svg}
<pre id="out">waiting</pre>
<script>
const out = document.getElementById('out');
const read = () => {
  const screen = document.querySelector('svg svg');
  const film = document.getElementById('s');
  const [animation] = film.getAnimations();
  const length = animation.effect.getComputedTiming().duration;
  animation.pause();
  animation.currentTime = length - 1;
  const height = Number(screen.getAttribute('height'));
  const width = Number(screen.getAttribute('width'));
  const shift = new DOMMatrix(getComputedStyle(film).transform).f;
  const frames = [...film.children];
  const frame = frames.find((g) => Math.abs(g.transform.baseVal[0].matrix.f + shift) < 0.5);
  const rows = [];
  const columnWidth = width / ${columns};
  const rowHeight = height / ${rows};
  for (const use of frame.querySelectorAll('use')) {
    const row = document.getElementById(use.getAttribute('xlink:href').slice(1));
    const y = Math.round(use.y.baseVal.value / rowHeight);
    const line = rows[y] ?? (rows[y] = []);
    for (const text of row.querySelectorAll('text')) {
      const xs = text.x.baseVal;
      const chars = [...text.textContent];
      chars.forEach((char, index) => {
        const x = xs.numberOfItems > 1 ? xs.getItem(index).value : xs.getItem(0).value + index * columnWidth;
        line[Math.round(x / columnWidth)] = char;
      });
    }
  }
  const img = document.getElementById('img');
  out.textContent = JSON.stringify({
    image: img.naturalWidth > 0,
    rows: rows.map((line) => line && Array.from(line, (char) => char ?? ' ').join('')),
  });
};
addEventListener('load', read);
</script></body></html>`;

describe.skipIf(!existsSync(CHROMIUM))('an SVG recording in headless Chromium', () => {
  it("loads on its own, and inline its last frame is the terminal's last screen: the solved board", async () => {
    const folder = mkdtempSync(join(process.env.TMPDIR ?? '/tmp', 'record-browser-'));
    const svgPath = join(folder, 'knights.svg');
    const run = await tobikoeHere('solve', 'knights', '--record', svgPath);
    expect(run.code).toBe(0);
    const page = join(folder, 'page.html');
    writeFileSync(page, harness(svgPath, readFileSync(svgPath, 'utf8'), 80, 24));
    const { stdout } = await promisify(execFile)(
      CHROMIUM,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--allow-file-access-from-files',
        `--user-data-dir=${join(folder, 'chromium')}`,
        '--virtual-time-budget=5000',
        '--dump-dom',
        `file://${page}`,
      ],
      { timeout: 40_000, maxBuffer: 64 * 1024 * 1024 },
    );
    const out = /<pre id="out">(.*?)<\/pre>/s.exec(stdout)?.[1] ?? '';
    const shown = JSON.parse(out.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      image: boolean;
      rows: (string | null)[];
    };
    expect(shown.image).toBe(true);
    const browser = Array.from({ length: 24 }, (_, row) => (shown.rows[row] ?? '').trimEnd());
    const terminal = await screenAfter(run.stdout.replaceAll('\n', '\r\n'), 80, 24);
    expect(terminal).toContain('16: ');
    expect(browser.join('\n')).toBe(terminal);
  });
});
