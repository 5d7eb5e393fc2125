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
  // Every window's animation stopped just before the loop starts over: the last frame.
  for (const animation of document.getAnimations()) {
    animation.pause();
    animation.currentTime = animation.effect.getComputedTiming().duration - 1;
  }
  const height = Number(screen.getAttribute('height'));
  const width = Number(screen.getAttribute('width'));
  const rows = [];
  const columnWidth = width / ${columns};
  const rowHeight = height / ${rows};
  const slotHeight = 12;
  const put = (line, texts, left, top, slotTop) => {
    for (const text of texts) {
      const y = text.y.baseVal.numberOfItems > 0 ? text.y.baseVal.getItem(0).value + top : top;
      if (y < slotTop || y >= slotTop + slotHeight) continue;
      const xs = text.x.baseVal;
      const chars = [...text.textContent];
      chars.forEach((char, index) => {
        const x = xs.numberOfItems > 1 ? xs.getItem(index).value : (xs.numberOfItems ? xs.getItem(0).value : 0) + index * columnWidth;
        line[Math.round((x + left) / columnWidth)] = char;
      });
    }
  };
  for (const window of screen.querySelectorAll(':scope > svg')) {
    const strip = window.firstElementChild;
    const shift = getComputedStyle(strip).translate;
    const slotTop = shift === 'none' ? 0 : -parseFloat(shift.split(' ')[1] ?? '0');
    const left = Number(window.getAttribute('x'));
    const y = Math.round(Number(window.getAttribute('y')) / rowHeight);
    const line = rows[y] ?? (rows[y] = []);
    for (const use of strip.querySelectorAll(':scope > use')) {
      if (use.y.baseVal.value !== slotTop) continue;
      const piece = document.getElementById(use.getAttribute('href').slice(1));
      put(line, piece.querySelectorAll('text'), left, slotTop, slotTop);
    }
    put(line, strip.querySelectorAll(':scope > text'), left, 0, slotTop);
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
