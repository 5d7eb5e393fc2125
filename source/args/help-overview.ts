import { commandNames, commandSpecs, type FlagSpec, globalFlags } from '../commands/specs.js';
import { words } from '../words/words.js';
import { flagUsage, indent, row, specValue, WIDTH, wrap } from './help-layout.js';

/*
 * The overview stands apart from the commands' pages (help.ts): it names no
 * puzzle, so `tobikoe --help` loads none of the catalogue.
 */

/** Where the overview's summaries start. */
const OVERVIEW_COLUMN = 30;

/** The overview's usage: the menu, then each command with its operand and summary. */
const overviewLines = (): string[] => [
  ...commandNames.map((name) => {
    const operand = commandSpecs[name].operand.replace(' [options]', '');
    return row(
      ['$ tobikoe', name, operand].filter(Boolean).join(' '),
      commandSpecs[name].summary,
      OVERVIEW_COLUMN,
    );
  }),
];

/** `tobikoe --help`: the commands, where each one's page is, in one screen (80×24). */
export const helpText = (): string => {
  const say = words().cli.help;
  const everywhere = Object.entries(globalFlags as Readonly<Record<string, FlagSpec>>)
    .map(([name, spec]) => flagUsage(name, specValue(spec)))
    .join(', ');
  return [
    '',
    `  ${say.tagline}`,
    '',
    `  ${say.usage}`,
    ...indent(overviewLines()),
    '',
    ...wrap(say.perCommand, WIDTH - 2).map((line) => `  ${line}`),
    ...wrap(say.everyCommandTakes(everywhere), WIDTH - 2).map((line) => `  ${line}`),
    ...wrap(say.exitCodesShort, WIDTH - 2).map((line) => `  ${line}`),
    '',
  ].join('\n');
};
