import { spawnSync } from 'node:child_process';
import { commandNames } from '../source/commands/specs.js';
import { catalogue, findEntry } from '../source/puzzles/catalogue.js';
import { algorithms } from '../source/search/search-events.js';
import { englishLeft } from './english-left.js';

const cli = new URL('../dist/cli.js', import.meta.url).pathname;

export type Run = { code: number | null; stdout: string; stderr: string };

/**
 * The built `tobikoe` run with `args` under a locale (`LANG`; `LC_ALL` and
 * `LC_MESSAGES` cleared so that `LANG` decides), stdin empty.
 */
export const tobikoeIn = (lang: string, ...args: string[]): Run => {
  const { LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env;
  const run = spawnSync(process.execPath, [cli, ...args], {
    env: { ...env, LANG: lang, COLUMNS: '80' },
    input: '',
    encoding: 'utf8',
    timeout: 40_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
};

/** Words machines read, the same in every language: commands, ids, algorithms, flags' values. */
const MACHINE_WORDS = new Set<string>([
  ...commandNames,
  ...catalogue.map((entry) => entry.id),
  // Names of boards `--start` and `--goal` take (`start1`, `classic`) are typed as they are.
  ...catalogue.flatMap((entry) =>
    entry.params.flatMap((param) => (param.kind === 'board' ? (param.names ?? []) : [])),
  ),
  ...algorithms,
  ...['en', 'ja', 'narrow', 'wide', 'none', 'true', 'false', 'mouse', 'stdout', 'stderr'],
  ...['stdin', 'head', 'settings', 'json', 'ascii'],
]);

/**
 * Output with what stays in Latin letters taken out (flags, commands, puzzle
 * ids, algorithm names), for `englishLeft` to find the English sentences left.
 */
export const withoutMachineWords = (text: string): string =>
  text
    .replace(/--[a-z][a-z-]*/g, ' ')
    .replace(/\b[a-z][a-z0-9]*\b/g, (word) => (MACHINE_WORDS.has(word) ? ' ' : word));

/** A family's own texts (title, goal, bounds), which the families translate in their folders. */
const familyTexts = (id: string): string[] => {
  const entry = findEntry(id);
  if (!entry) throw new Error(id);
  const puzzle = entry.create({});
  return [
    puzzle.title,
    puzzle.goalText,
    ...(puzzle.bounds ?? []).flatMap((bound) => [bound.name, bound.text]),
  ];
};

/** English sentences left in human output, the machine words and a family's own texts taken out. */
export const englishIn = (output: string, id: string): string[] => {
  let rest = output;
  for (const text of familyTexts(id)) rest = rest.split(text).join(' ');
  return englishLeft(withoutMachineWords(rest));
};
