import {
  type CommandName,
  commandSpecs,
  type FlagSpec,
  globalFlags,
  takesPuzzle,
} from '../commands/specs.js';
import { catalogue } from '../puzzles/catalogue.js';
import { BOARD_HELP, type ParamDeclaration, valueName } from '../puzzles/params.js';
import { words } from '../words/words.js';
import { commandPages } from './command-pages.js';
import {
  CONTINUED,
  columns,
  FLAG_COLUMN,
  flagUsage,
  INDENT,
  indent,
  NO_BREAK,
  row,
  SUMMARY_INDENT,
  specValue,
  WIDTH,
  wrap,
} from './help-layout.js';
import { helpText } from './help-overview.js';

/** One command's usage, its flags in brackets, wrapped under the command when long. */
const usageOf = (name: CommandName): string[] => {
  const spec = commandSpecs[name];
  const flags = Object.entries(spec.flags as Readonly<Record<string, FlagSpec>>).map(
    // A flag and its value stay on one line (joined by a no-break space until wrapped).
    ([flag, each]) => `[${flagUsage(flag, specValue(each)).replace(' ', NO_BREAK)}]`,
  );
  const usage = ['$ tobikoe', name, spec.operand, ...flags].filter(Boolean).join(' ');
  const [first, ...more] = wrap(usage, WIDTH - INDENT - CONTINUED.length).map((line) =>
    line.replaceAll(NO_BREAK, ' '),
  );
  return [first, ...more.map((line) => `${CONTINUED}${line}`)];
};

/** The puzzles that take an option, with ranges: `frog-line 1..8`, `peg-star 0..12, peg-star-2 0..11`. */
export const takenBy = (name: string): string => {
  const parts: string[] = [];
  for (const entry of catalogue) {
    const param = entry.params.find((each) => each.name === name);
    if (param?.kind === 'integer') parts.push(`${entry.id} ${param.min}..${param.max}`);
    else if (param) parts.push(entry.id);
  }
  return parts.join(', ');
};

export const declaredParams = (): ParamDeclaration[] => {
  const seen = new Map<string, ParamDeclaration>();
  for (const entry of catalogue) {
    for (const param of entry.params) if (!seen.has(param.name)) seen.set(param.name, param);
  }
  // Boards first: every puzzle takes a start.
  return [...seen.values()].sort((a, b) => Number(b.kind === 'board') - Number(a.kind === 'board'));
};

/** Each puzzle option once, with the puzzles that take it. */
const puzzleOptionLines = (): string[] =>
  declaredParams().map((param) => {
    const left = flagUsage(param.name, valueName(param));
    if (param.kind === 'board') return row(left, param.help, FLAG_COLUMN);
    return row(left, words().cli.help.takenBy(param.help, takenBy(param.name)), FLAG_COLUMN);
  });

/** What a board B may be, with the names puzzles accept. */
const boardLines = (): string[] => {
  const named = new Map<string, string[]>();
  for (const entry of catalogue) {
    const names = entry.params.flatMap((each) => (each.kind === 'board' ? (each.names ?? []) : []));
    const key = [...new Set(names)].join(', ');
    if (key) named.set(key, [...(named.get(key) ?? []), entry.id]);
  }
  const say = words().cli.help;
  const nameText = [...named].map(([names, ids]) => say.boardNames(ids.join(', '), names));
  return wrap(say.boardIs(BOARD_HELP(), nameText), WIDTH - 2);
};

/** The flags every command takes. */
const globalFlagLines = (): string[] =>
  Object.entries(globalFlags as Readonly<Record<string, FlagSpec>>).map(([name, spec]) => {
    const usage = flagUsage(name, specValue(spec));
    const column = columns(usage) < FLAG_COLUMN - 1 ? FLAG_COLUMN : SUMMARY_INDENT;
    return row(usage, words().cli.help.everyCommand(spec.help), column);
  });

/** A flag and its help, the help beside it or, for a long flag, under it. */
const flagRow = (name: string, spec: FlagSpec, help: string): string => {
  const usage = flagUsage(name, specValue(spec));
  return row(usage, help, columns(usage) < FLAG_COLUMN - 1 ? FLAG_COLUMN : SUMMARY_INDENT);
};

/** `tobikoe <command> --help` and `tobikoe help <command>`: that command's page. */
export const commandHelpText = (name: CommandName): string => {
  const say = words().cli.help;
  const spec = commandSpecs[name];
  const page = commandPages[name];
  const own = Object.entries(spec.flags as Readonly<Record<string, FlagSpec>>);
  const paragraph = (text: string, width = WIDTH - 2): string[] =>
    wrap(text, width).map((line) => `  ${line}`);
  const puzzleLines = !takesPuzzle(name)
    ? []
    : [
        '',
        `  ${say.puzzleOptions}`,
        ...indent(puzzleOptionLines()),
        ...boardLines().map((line) => `  ${line}`),
        '',
        ...paragraph(say.codes),
      ];
  const jsonLines =
    page.json === undefined
      ? []
      : ['', ...paragraph(say.jsonShape), ...indent(wrapJson(page.json, WIDTH - INDENT - 2))];
  return [
    '',
    ...paragraph(spec.summary),
    '',
    `  ${say.usage}`,
    ...indent(usageOf(name)),
    '',
    `  ${say.options}`,
    ...indent(own.map(([flag, each]) => flagRow(flag, each, each.help))),
    ...indent(globalFlagLines()),
    ...puzzleLines,
    ...jsonLines,
    '',
    `  ${say.examples}`,
    ...page.examples.map((example) => `    $ ${example}`),
    '',
    ...paragraph(say.exitCodesShort),
    '',
  ].join('\n');
};

/** A JSON shape in lines, broken after commas. */
const wrapJson = (shape: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const piece of shape.split(/(?<=,)/)) {
    if (line && line.length + piece.length > width) {
      lines.push(line);
      line = `  ${piece}`;
    } else line += piece;
  }
  return line ? [...lines, line] : lines;
};

export { helpText };

/** The help `--help` shows: the overview, or one command's page. */
export const helpFor = (command: CommandName | undefined): string =>
  command === undefined ? helpText() : commandHelpText(command);
