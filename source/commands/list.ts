import type { Flags } from '../args/flags.js';
import { catalogue } from '../puzzles/catalogue.js';

export const listCommand = (flags: Flags): number => {
  if (flags.json) {
    const entries = catalogue.map(({ id, family, title, summary, options, pageFigure }) => ({
      id,
      family,
      title,
      summary,
      options: ['start', ...options],
      pageFigure,
    }));
    process.stdout.write(`${JSON.stringify(entries)}\n`);
    return 0;
  }
  const idWidth = Math.max(...catalogue.map((entry) => entry.id.length));
  let family = '';
  for (const entry of catalogue) {
    if (entry.family !== family) {
      family = entry.family;
      process.stdout.write(`\n${family}\n`);
    }
    const options = ['start', ...entry.options].map((name) => `--${name}`).join(' ');
    process.stdout.write(`  ${entry.id.padEnd(idWidth)}  ${entry.summary}  [${options}]\n`);
  }
  return 0;
};
