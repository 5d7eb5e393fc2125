import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { links, pages } from './docs.js';

const root = new URL('../', import.meta.url);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorsOf = (text: string) =>
  new Set(
    [...text.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} (.+)$/gm)].map((match) =>
      anchor(match[1] as string),
    ),
  );

describe('the readme and docs/', () => {
  const all = pages();

  it.each(all.map((page) => [page.path, page] as const))(
    '%s: every relative link and picture resolves, anchors included',
    (_, page) => {
      const broken: string[] = [];
      for (const target of links(page.text)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [file = '', fragment] = target.split('#');
        const path = file === '' ? page.path : normalize(join(dirname(page.path), file));
        if (path.startsWith('..') || !existsSync(new URL(path, root))) {
          broken.push(target);
          continue;
        }
        if (fragment === undefined) continue;
        const text = readFileSync(new URL(path, root), 'utf8');
        if (!anchorsOf(text).has(fragment)) broken.push(target);
      }
      expect(broken).toEqual([]);
    },
  );

  it('the readme reads in two minutes: at most 150 lines', () => {
    const readme = all.find((page) => page.path === 'readme.md')?.text ?? '';
    expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('the readme opens with a picture of the app and the commands to run it, in 40 lines', () => {
    const top =
      all
        .find((page) => page.path === 'readme.md')
        ?.text.split('\n')
        .slice(0, 40)
        .join('\n') ?? '';
    expect(top).toMatch(/!\[[^\]]+\]\(media\/[\w-]+\.svg\)/);
    expect(top).toContain('npm install && npm start');
    expect(top).toContain('npm install && npm test');
    expect(top).toMatch(/npm install -g /);
  });
});
