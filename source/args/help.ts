import { commandNames, commandSpecs, type FlagSpec, globalFlags } from '../commands/specs.js';
import { catalogue } from '../puzzles/catalogue.js';
import { BOARD_HELP, type ParamDeclaration, valueName } from '../puzzles/params.js';

const FLAG_COLUMN = 14;
const USAGE_COLUMN = 44;

/** `--algo A`, `--json`: a flag as usage lines write it. */
const flagUsage = (name: string, value: string): string =>
  value ? `--${name} ${value}` : `--${name}`;

const specValue = (spec: FlagSpec): string => (spec.kind === 'boolean' ? '' : spec.value);

const WIDTH = 80;
/** Lines are indented by four spaces under their heading. */
const INDENT = 4;
const SUMMARY_INDENT = 6;
/** Where a usage line that does not fit goes on. */
const CONTINUED = ' '.repeat(10);
const NO_BREAK = '\u00a0';

/** Words of `text` in lines of at most `width` characters. */
const wrap = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
};

/** `left` padded to `column`, then `right` wrapped to the width (on the next line when `left` is long). */
const row = (left: string, right: string, column: number): string => {
  const beside = left.length < column - 1;
  // Too long to stand beside: the words go under it, a little indented.
  const at = beside ? column : Math.min(column, SUMMARY_INDENT);
  const body = wrap(right, WIDTH - INDENT - at).map((line) => `${' '.repeat(at)}${line}`);
  if (beside) body[0] = `${left.padEnd(column)}${body[0].trimStart()}`;
  else body.unshift(left);
  return body.join('\n');
};

const usageLines = (): string[] => {
  const lines = [row('$ tobikoe', 'the menu (terminal UI)', USAGE_COLUMN)];
  for (const name of commandNames) {
    const spec = commandSpecs[name];
    const flags = Object.entries(spec.flags as Readonly<Record<string, FlagSpec>>).map(
      // A flag and its value stay on one line (joined by a no-break space until wrapped).
      ([flag, each]) => `[${flagUsage(flag, specValue(each)).replace(' ', NO_BREAK)}]`,
    );
    const usage = ['$ tobikoe', name, spec.operand, ...flags].filter(Boolean).join(' ');
    const [first, ...more] = wrap(usage, WIDTH - INDENT - CONTINUED.length).map((line) =>
      line.replaceAll(NO_BREAK, ' '),
    );
    if (more.length === 0) {
      lines.push(row(usage.replaceAll(NO_BREAK, ' '), spec.summary, USAGE_COLUMN));
    } else {
      // A long usage goes on, indented under the command, with its words below.
      lines.push([first, ...more.map((line) => `${CONTINUED}${line}`)].join('\n'));
      lines.push(row('', spec.summary, SUMMARY_INDENT));
    }
  }
  return lines;
};

/** The puzzles that take an option, with ranges: `frog-line 1..8`, `peg-star 0..12, peg-star-2 0..11`. */
const takenBy = (name: string): string => {
  const parts: string[] = [];
  for (const entry of catalogue) {
    const param = entry.params.find((each) => each.name === name);
    if (param?.kind === 'integer') parts.push(`${entry.id} ${param.min}..${param.max}`);
    else if (param) parts.push(entry.id);
  }
  return parts.join(', ');
};

const declaredParams = (): ParamDeclaration[] => {
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
    return row(left, `${param.help}: ${takenBy(param.name)}`, FLAG_COLUMN);
  });

/** What a board B may be, with the names puzzles accept. */
const boardLines = (): string[] => {
  const named = new Map<string, string[]>();
  for (const entry of catalogue) {
    const names = entry.params.flatMap((each) => (each.kind === 'board' ? (each.names ?? []) : []));
    const key = [...new Set(names)].join(', ');
    if (key) named.set(key, [...(named.get(key) ?? []), entry.id]);
  }
  const nameText = [...named].map(([names, ids]) => ` or a name (${ids.join(', ')}: ${names})`);
  return wrap(`B is ${BOARD_HELP}${nameText.join(';')}.`, WIDTH - 2);
};

/**
 * Each command flag once, with the commands that take it; where a command
 * means something else by it (bounds' limits), that meaning on a line of its own.
 */
const commandFlagLines = (): string[] => {
  const seen = new Map<string, { spec: FlagSpec; commands: string[] }[]>();
  for (const command of commandNames) {
    const flags: Readonly<Record<string, FlagSpec>> = commandSpecs[command].flags;
    for (const [name, spec] of Object.entries(flags)) {
      const meanings = seen.get(name) ?? [];
      const same = meanings.find((meaning) => meaning.spec.help === spec.help);
      if (same) same.commands.push(command);
      else meanings.push({ spec, commands: [command] });
      seen.set(name, meanings);
    }
  }
  return [...seen.entries()].flatMap(([name, meanings]) => {
    const usage = flagUsage(name, specValue(meanings[0].spec));
    // Further meanings line up with the first, beside a short flag or under a long one.
    const column = usage.length < FLAG_COLUMN - 1 ? FLAG_COLUMN : SUMMARY_INDENT;
    return meanings.map(({ commands, spec }, index) =>
      row(index === 0 ? usage : '', `${commands.join(', ')}: ${spec.help}`, column),
    );
  });
};

/** The flags every command takes. */
const globalFlagLines = (): string[] =>
  Object.entries(globalFlags as Readonly<Record<string, FlagSpec>>).map(([name, spec]) => {
    const usage = flagUsage(name, specValue(spec));
    const column = usage.length < FLAG_COLUMN - 1 ? FLAG_COLUMN : SUMMARY_INDENT;
    return row(usage, `every command: ${spec.help}`, column);
  });

const EXIT_CODES_HELP =
  'Exit codes: 0 done, 1 no solution exists, 2 bad input, 3 a search stopped at ' +
  'its limit (--limit-s, --limit-nodes, the 2,000,000 positions breadth-first ' +
  "search keeps, or new's 60 s), 74 the output could not be written (a full disk, " +
  'a closed stdout), 130 interrupted. A reader that stops early (| head) does not ' +
  'change the code. Errors are one line on stderr; with --json, stdout is one JSON ' +
  'object or, when the code is not 0, empty.';

const indent = (lines: readonly string[]): string[] =>
  lines.flatMap((line) => line.split('\n')).map((line) => (line ? `    ${line}` : line));

/** `tobikoe --help`, made from the commands' and the puzzles' declarations. */
export const helpText = (): string =>
  [
    '',
    '  Classic jump-and-slide puzzles, and a solver that shows its thinking.',
    '',
    '  Usage',
    ...indent(usageLines()),
    '',
    '  A code names a position: <id>:<start>[:<goal>], with the options folded into',
    '  the id: frog-line-4:BBBB.WWWW, peg-star-2-h3, line:ACA.CDCADBABCDBD:goal3.',
    '',
    '  Puzzle options (each puzzle takes its own; tobikoe list shows which)',
    ...indent(puzzleOptionLines()),
    ...boardLines().map((line) => `  ${line}`),
    '',
    '  Command options',
    ...indent(commandFlagLines()),
    ...indent(globalFlagLines()),
    '',
    ...wrap(EXIT_CODES_HELP, WIDTH - 4).map((line) => `  ${line}`),
    '',
    '  Examples',
    '    $ tobikoe solve knights',
    "    $ tobikoe solve line --start 'ACA. CDCA DBAB CDBD' --goal goal3 --json",
    '    $ tobikoe play frog-line-4',
    '    $ tobikoe analyze flip-star',
    '',
  ].join('\n');
