import { catalogue } from '../puzzles/catalogue.js';
import { valueName } from '../puzzles/params.js';
import type { ParamDeclaration, PuzzleEntry } from '../puzzles/puzzle.js';
import { wrapText } from '../text/wrap.js';
import { inLanguage } from '../words/language.js';
import { words } from '../words/words.js';
import { printLine } from './output.js';
import type { FlagValues } from './specs.js';

/** A parameter as `list --json` shows it: its declaration without the code-only details. */
const paramJson = (param: ParamDeclaration): object => {
  switch (param.kind) {
    case 'integer':
      return {
        name: param.name,
        kind: param.kind,
        min: param.min,
        max: param.max,
        default: param.default,
        help: param.help,
      };
    case 'choice':
      return {
        name: param.name,
        kind: param.kind,
        choices: param.choices,
        default: param.default,
        help: param.help,
      };
    case 'boolean':
      return { name: param.name, kind: param.kind, default: false, help: param.help };
    case 'board':
      return {
        name: param.name,
        kind: param.kind,
        role: param.role,
        ...(param.names ? { names: param.names } : {}),
        help: param.help,
      };
  }
};

/** The lower bounds a puzzle names (made with its default options), default first. */
const boundsOf = (entry: PuzzleEntry): { name: string; text: string }[] =>
  (entry.create({}).bounds ?? []).map(({ name, text }) => ({ name, text }));

const flagText = (param: ParamDeclaration): string => {
  const value = valueName(param);
  return value ? `--${param.name} ${value}` : `--${param.name}`;
};

/** `tobikoe list`: every puzzle's id, title, options and lower bounds; `--json`: one object, `{"puzzles":[…]}`. */
export const listCommand = (flags: FlagValues<'list'>): number => {
  if (flags.json) {
    const entries = inLanguage('en', () =>
      catalogue.map((entry) => ({
        id: entry.id,
        family: entry.family,
        title: entry.title,
        summary: entry.summary,
        options: entry.params.map((param) => param.name),
        params: entry.params.map(paramJson),
        pageFigure: entry.pageFigure,
        bounds: boundsOf(entry),
        moves: entry.create({}).moveShape ?? 'path',
      })),
    );
    printLine(JSON.stringify({ puzzles: entries }));
    return 0;
  }
  const idWidth = Math.max(...catalogue.map((entry) => entry.id.length));
  // Wrapped at the terminal's width (80 when not a terminal), under the text's own column.
  const width = (process.stdout.isTTY ? process.stdout.columns : undefined) || 80;
  const indent = ' '.repeat(2 + idWidth + 2);
  const print = (first: string, text: string): void => {
    wrapText(text, Math.max(20, width - indent.length)).forEach((line, index) => {
      printLine(`${index === 0 ? first : indent}${line}`);
    });
  };
  let family = '';
  for (const entry of catalogue) {
    if (entry.family !== family) {
      family = entry.family;
      printLine(`\n${family}`);
    }
    const options = entry.params.map(flagText).join(' ');
    print(`  ${entry.id.padEnd(idWidth)}  `, `${entry.summary}  [${options}]`);
    const bounds = boundsOf(entry).map((bound) => bound.name);
    if (bounds.length > 0) print(indent, words().commands.list.lowerBounds(bounds.join(', ')));
    // A path is what every move was before presses; only another shape is said.
    const shape = entry.create({}).moveShape;
    if (shape && shape !== 'path') print(indent, words().commands.list.moveShape[shape]);
  }
  return 0;
};
