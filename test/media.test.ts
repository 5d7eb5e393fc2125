import { existsSync, readdirSync, readFileSync } from 'node:fs';
import xterm from '@xterm/headless';
import { describe, expect, it } from 'vitest';
import { readScreen } from '../scripts/screen-reader.js';
import { links, pages } from './docs.js';
import { stillText } from './recordings.js';

const root = new URL('../', import.meta.url);
const shown = pages().flatMap((page) =>
  links(page.text)
    .map((target) => /(?:^|\/)media\/([\w-]+)\.svg$/.exec(target)?.[1])
    .filter((name): name is string => name !== undefined)
    .map((name) => ({ page: page.path, name })),
);
const pictures = [...new Set(shown.map((picture) => picture.name))];

type Cast = { readonly header: unknown; readonly events: readonly [number, string, string][] };

const castOf = (name: string): Cast => {
  const [header, ...events] = readFileSync(new URL(`media/${name}.cast`, root), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
  return { header, events: events as [number, string, string][] };
};

/** The screen a viewer sees once the first `count` events have played. */
const screenAfter = async (cast: Cast, count: number): Promise<string> => {
  const term = new xterm.Terminal({ cols: 80, rows: 24, allowProposedApi: true });
  for (const [, , text] of cast.events.slice(0, count)) term.write(text);
  const screen = await readScreen(term, 24);
  term.dispose();
  return screen;
};

// The pictures are made by `npm run media` (not run here: it records the real
// app for a minute); this checks what it left is whole.
describe('the pictures in the readme and docs/', () => {
  it('the readme opens on the solve panel; the pages show every picture made, trace chart included', () => {
    expect(shown.find((picture) => picture.page === 'readme.md')?.name).toBe('solve-line-3');
    const made = readdirSync(new URL('media/', root))
      .filter((name) => name.endsWith('.svg'))
      .map((name) => name.slice(0, -'.svg'.length));
    expect([...pictures].sort()).toEqual(made.sort());
    expect(pictures).toContain('trace-line-3');
    expect(pictures).toContain('watch-knights');
  });

  const screens = pictures.filter((name) => !name.startsWith('trace-'));
  const charts = pictures.filter((name) => name.startsWith('trace-'));

  it.each(charts)('%s: a chart drawn from a whole trace', (name) => {
    expect(readFileSync(new URL(`media/${name}.svg`, root), 'utf8')).toMatch(/^<svg/);
    const iterations = readFileSync(new URL(`media/${name}.jsonl`, root), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as { nodes: number; perDepth: number[] });
    expect(iterations.length).toBeGreaterThan(1);
    for (const { nodes, perDepth } of iterations) {
      expect(perDepth.reduce((sum, count) => sum + count, 0)).toBe(nodes);
    }
  });

  it.each(screens)('%s: an SVG and the asciicast it was rendered from', (name) => {
    const svg = readFileSync(new URL(`media/${name}.svg`, root), 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(existsSync(new URL(`media/${name}.cast`, root))).toBe(true);
    const { header, events } = castOf(name);
    expect(header).toMatchObject({ version: 2, width: 80, height: 24 });
    const times = events.map(([time, kind, text]) => {
      expect([kind, typeof text]).toEqual(['o', 'string']);
      return time;
    });
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it.each(screens)('%s: opens on a drawn screen, not an empty terminal', async (name) => {
    const cast = castOf(name);
    expect(cast.events[0]?.[0]).toBe(0);
    expect((await screenAfter(cast, 1)).trim()).not.toBe('');
  });

  it.each(screens)(
    "%s: drawn by the recorder, its still frame is the recording's last screen",
    async (name) => {
      const svg = readFileSync(new URL(`media/${name}.svg`, root), 'utf8');
      const cast = castOf(name);
      const last = (await screenAfter(cast, cast.events.length)).replace(/ +$/gm, '');
      expect(stillText(svg, 80, 24)).toBe(last);
    },
  );

  it("the readme's animation plays as far as its caption says: the whole answer", async () => {
    const readme = pages().find((page) => page.path === 'readme.md')?.text ?? '';
    const caption = /!\[([^\]]*)\]\(media\/solve-line-3\.svg\)/.exec(readme)?.[1] ?? '';
    const moves = /the (\d+)-move answer/.exec(caption)?.[1];
    expect(moves).toBeDefined();
    const cast = castOf('solve-line-3');
    expect(await screenAfter(cast, cast.events.length)).toContain(`step ${moves}/${moves}`);
  });
});
