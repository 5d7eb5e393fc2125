import { commandNames } from '../source/commands/specs.js';
import { catalogue, findEntry } from '../source/puzzles/catalogue.js';
import { algorithms } from '../source/search/search-events.js';
import { tobikoeHere } from './cli-here.js';
import { englishLeft } from './english-left.js';

export type Run = { code: number | null; stdout: string; stderr: string };

const LOCALE = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/**
 * `tobikoe` run with `args` under a locale (`LANG`; `LC_ALL` and `LC_MESSAGES`
 * cleared so that `LANG` decides), in this process through the same `main`
 * the executable runs: the language is read from the environment as a process
 * reads it, and put back after.
 */
export const tobikoeIn = async (lang: string, ...args: string[]): Promise<Run> => {
  const before = LOCALE.map((name) => [name, process.env[name]] as const);
  for (const name of LOCALE) delete process.env[name];
  process.env.LANG = lang;
  try {
    return await tobikoeHere(...args);
  } finally {
    for (const [name, value] of before) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
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
