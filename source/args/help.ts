import {
  type CommandName,
  commandNames,
  commandSpecs,
  type FlagSpec,
  globalFlags,
} from '../commands/specs.js';
import { catalogue } from '../puzzles/catalogue.js';
import { BOARD_HELP, type ParamDeclaration, valueName } from '../puzzles/params.js';
import { LATIN_RUN, NO_LINE_END, NO_LINE_START, simpleColumns } from '../text/columns.js';
import { words } from '../words/words.js';

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

/** Columns of help text (all plain signs: string-width is not loaded for `--help`). */
const columns = (text: string): number => simpleColumns(text) ?? [...text].length;

/**
 * The pieces of a Japanese paragraph a line may break between: every
 * character, except that Latin runs (`--limit-s`) stay whole, closing signs
 * stay with what is before and opening signs with what follows. (Not the
 * word segmenter: its dictionary would cost `--help` tens of milliseconds.)
 */
const widePieces = (word: string): string[] => {
  const pieces: string[] = [];
  let carried = '';
  let latin = false;
  for (const char of word) {
    const wasLatin = latin;
    latin = LATIN_RUN.test(char);
    const last = pieces.length - 1;
    if (last >= 0 && carried === '' && ((wasLatin && latin) || NO_LINE_START.test(char))) {
      pieces[last] += char;
    } else if (NO_LINE_END.test(char)) carried += char;
    else {
      pieces.push(carried + char);
      carried = '';
    }
  }
  return carried === '' ? pieces : [...pieces, carried];
};

/** Japanese text in lines of at most `width` columns. */
const wrapWide = (text: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    widePieces(word).forEach((piece, index) => {
      const joined = line === '' ? piece : `${line}${index === 0 ? ' ' : ''}${piece}`;
      if (line === '' || columns(joined) <= width) line = joined;
      else {
        lines.push(line);
        line = piece;
      }
    });
  }
  return line ? [...lines, line] : lines;
};

/**
 * Words of `text` in lines of at most `width` columns: split at spaces (a
 * no-break space holds a flag to its value), Japanese also between characters.
 */
const wrap = (text: string, width: number): string[] => {
  if (text.includes('\n')) return text.split('\n').flatMap((part) => wrap(part, width));
  if (columns(text) !== text.length) return wrapWide(text, width);
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
  const beside = columns(left) < column - 1;
  // Too long to stand beside: the words go under it, a little indented.
  const at = beside ? column : Math.min(column, SUMMARY_INDENT);
  const body = wrap(right, WIDTH - INDENT - at).map((line) => `${' '.repeat(at)}${line}`);
  if (beside) body[0] = `${left}${' '.repeat(column - columns(left))}${body[0].trimStart()}`;
  else body.unshift(left);
  return body.join('\n');
};

const usageLines = (): string[] => {
  const lines = [row('$ tobikoe', words().cli.help.menu, USAGE_COLUMN)];
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
    const column = columns(usage) < FLAG_COLUMN - 1 ? FLAG_COLUMN : SUMMARY_INDENT;
    return meanings.map(({ commands, spec }, index) =>
      row(index === 0 ? usage : '', `${commands.join(', ')}: ${spec.help}`, column),
    );
  });
};

/** The flags every command takes. */
const globalFlagLines = (): string[] =>
  Object.entries(globalFlags as Readonly<Record<string, FlagSpec>>).map(([name, spec]) => {
    const usage = flagUsage(name, specValue(spec));
    const column = columns(usage) < FLAG_COLUMN - 1 ? FLAG_COLUMN : SUMMARY_INDENT;
    return row(usage, words().cli.help.everyCommand(spec.help), column);
  });

const indent = (lines: readonly string[]): string[] =>
  lines.flatMap((line) => line.split('\n')).map((line) => (line ? `    ${line}` : line));

/** `tobikoe --help`, made from the commands' and the puzzles' declarations, in the current language. */
export const helpText = (): string => {
  const say = words().cli.help;
  return [
    '',
    `  ${say.tagline}`,
    '',
    `  ${say.usage}`,
    ...indent(usageLines()),
    '',
    ...wrap(say.codes, WIDTH - 2).map((line) => `  ${line}`),
    '',
    `  ${say.puzzleOptions}`,
    ...indent(puzzleOptionLines()),
    ...boardLines().map((line) => `  ${line}`),
    '',
    `  ${say.commandOptions}`,
    ...indent(commandFlagLines()),
    ...indent(globalFlagLines()),
    '',
    ...wrap(say.exitCodes, WIDTH - 4).map((line) => `  ${line}`),
    '',
    `  ${say.examples}`,
    '    $ tobikoe solve knights',
    "    $ tobikoe solve line --start 'ACA. CDCA DBAB CDBD' --goal goal3 --json",
    '    $ tobikoe play frog-line-4',
    '    $ tobikoe analyze flip-star',
    '',
  ].join('\n');
};

/** The help `--help` shows: the overview, or one command's page. */
export const helpFor = (command: CommandName | undefined): string =>
  command === undefined ? helpText() : helpText();
