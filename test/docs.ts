import { readdirSync, readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);

export type Page = { readonly path: string; readonly text: string };

/** The readme and every page under docs/, as paths from the repository's root. */
export const pages = (): readonly Page[] =>
  [
    'readme.md',
    ...readdirSync(new URL('docs/', root))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ].map((path) => ({ path, text: readFileSync(new URL(path, root), 'utf8') }));

/** The targets of a page's Markdown links and pictures, as written. */
export const links = (text: string): string[] =>
  [...text.replace(/```[\s\S]*?```/g, '').matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)].map(
    (match) => match[1] as string,
  );
