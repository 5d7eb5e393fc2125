import {
  type CommandName,
  commandNames,
  commandSpecs,
  type FlagSpec,
  globalFlags,
  takesPuzzle,
} from '../commands/specs.js';
import { valueName } from '../puzzles/params.js';
import { words } from '../words/words.js';
import { commandPages } from './command-pages.js';
import { declaredParams, takenBy } from './help.js';
import { specValue } from './help-layout.js';

/**
 * `man tobikoe`: the page in roff (man(7)), made from the command table as
 * `--help` is. The build writes it to dist/man/tobikoe.1, which package.json's
 * `man` names, so `npm i -g` puts it where `man` looks.
 */

/** Text as roff reads it: a backslash doubled, a leading dot or quote kept from being a request. */
const roff = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replaceAll('\\', '\\e')
    .replaceAll('-', '\\-')
    .replace(/^[.']/, '\\&$&');

const bold = (text: string): string => `\\fB${roff(text)}\\fR`;
const italic = (text: string): string => `\\fI${roff(text)}\\fR`;

/** One flag as a tagged paragraph: its name bold, its value's name italic, its help beneath. */
const flagItem = (name: string, value: string, help: string): string[] => [
  '.TP',
  value ? `${bold(`--${name}`)} ${italic(value)}` : bold(`--${name}`),
  roff(help),
];

const tableFlagItems = (flags: Readonly<Record<string, FlagSpec>>): string[] =>
  Object.entries(flags).flatMap(([name, spec]) => flagItem(name, specValue(spec), spec.help));

const commandSection = (name: CommandName): string[] => {
  const spec = commandSpecs[name];
  const page = commandPages[name];
  return [
    `.SS ${bold(['tobikoe', name, spec.operand].filter(Boolean).join(' '))}`,
    roff(spec.summary),
    ...tableFlagItems(spec.flags),
    ...(page.json === undefined
      ? []
      : ['.IP', roff(words().cli.help.jsonShape), roff(page.json).replaceAll(',', ',\\:')]),
    '.IP',
    ...page.examples.flatMap((example) => ['.nf', roff(`$ ${example}`), '.fi']),
  ];
};

const puzzleOptionItems = (): string[] =>
  declaredParams().flatMap((param) => {
    const puzzles = param.kind === 'board' ? '' : takenBy(param.name);
    const help = puzzles ? words().cli.help.takenBy(param.help, puzzles) : param.help;
    return flagItem(param.name, valueName(param), help);
  });

/** The page for `version`, in the language words() speaks now. */
export const manPage = (version: string): string => {
  const say = words().cli.help;
  const lines = [
    `.TH TOBIKOE 1 "" "tobikoe ${roff(version)}" "User Commands"`,
    // Flag names and JSON keys are not words to hyphenate or stretch.
    '.nh',
    '.ad l',
    '.SH NAME',
    `tobikoe \\- ${roff(say.tagline)}`,
    '.SH SYNOPSIS',
    ...commandNames.flatMap((name) => [
      '.br',
      `${bold('tobikoe')} ${bold(name)} ${roff(commandSpecs[name].operand)}`,
    ]),
    '.SH DESCRIPTION',
    roff(say.perCommand),
    '.SH COMMANDS',
    ...commandNames.flatMap(commandSection),
    '.SH OPTIONS OF EVERY COMMAND',
    ...tableFlagItems(globalFlags),
    '.SH PUZZLE OPTIONS',
    roff(`${say.puzzleOptions}: ${commandNames.filter(takesPuzzle).join(', ')}.`),
    ...puzzleOptionItems(),
    '.PP',
    roff(say.codes),
    '.SH ENVIRONMENT',
    '.TP',
    bold('NO_COLOR, FORCE_COLOR'),
    roff(globalFlags['no-color'].help),
    '.TP',
    bold('LC_ALL, LC_MESSAGES, LANG'),
    roff(globalFlags.lang.help),
    '.TP',
    bold('TOBIKOE_HOME'),
    roff(say.homeVariable),
    '.TP',
    bold('XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME'),
    roff(say.xdgVariables),
    '.SH EXIT STATUS',
    roff(say.exitCodesShort),
  ];
  return `${lines.join('\n')}\n`;
};
