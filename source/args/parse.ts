import { isSwitch } from '../commands/shared-flags.js';
import {
  type CommandName,
  commandNames,
  commandSpecs,
  type FlagSpec,
  globalFlags,
  operandChoices,
  takesPuzzle,
} from '../commands/specs.js';
import {
  InputError,
  type OptionValue,
  type ParamDeclaration,
  type PuzzleEntry,
} from '../puzzles/puzzle.js';
import { nearest } from '../util/nearest.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';
import { helpText } from './help-overview.js';
import { readWithMeow } from './meow-line.js';
import { packageVersion } from './package-version.js';
import { checkFileName, type RawValue, readFlag, readSwitch } from './values.js';

/** A command line read and checked, except the puzzle options (their puzzle checks them). */
export type CommandLine =
  | { readonly command: 'help'; readonly text: string }
  | {
      readonly command: CommandName;
      /**
       * `--help` or `--version` on an otherwise sound line (checked like any
       * other, but a puzzle may be left out): the help or the version instead of the command.
       */
      readonly asks?: 'help' | 'version';
      /** What to print for `asks`: the command's help or the version, as meow gives them. */
      readonly text?: string;
      /** The puzzle id or code, when one was given. */
      readonly target?: string;
      /** The command's own flags, read as declared. */
      readonly flags: Readonly<Record<string, OptionValue>>;
      /** Puzzle options as given, by name. */
      readonly puzzleFlags: Readonly<Record<string, RawValue>>;
    };

/** The puzzles, whose options a line may give. */
type Entries = readonly PuzzleEntry[];

/**
 * The catalogue, loaded only for a line that needs it: one that gives a
 * flag no command declares (a puzzle's option, or a mistake to name the
 * nearest flag for). `tobikoe --help` and `--version` leave it unloaded: it
 * is most of what they would compile.
 */
const catalogueFor = async (argv: readonly string[]): Promise<Entries> => {
  const flagNames = argv
    .slice(0, argv.includes('--') ? argv.indexOf('--') : argv.length)
    .filter((token) => token.startsWith('--'))
    .map((token) => token.slice(2).split('=')[0]);
  const known = (name: string): boolean =>
    name === 'help' || name === 'version' || commandFlag(name) !== undefined;
  if (flagNames.every(known)) return [];
  return (await import('../puzzles/catalogue.js')).catalogue;
};

/** The help text a line asks for: the overview, or a command's page (which names the puzzles). */
const helpOf = async (command: CommandName | undefined): Promise<string> =>
  command === undefined ? helpText() : (await import('./help.js')).commandHelpText(command);

/** The first declaration of a puzzle option with this name, in catalogue order. */
const puzzleParam = (entries: Entries, name: string): ParamDeclaration | undefined => {
  for (const entry of entries) {
    const param = entry.params.find((each) => each.name === name);
    if (param) return param;
  }
  return undefined;
};

const everywhere: Readonly<Record<string, FlagSpec>> = globalFlags;

const commandFlag = (name: string): FlagSpec | undefined => {
  if (Object.hasOwn(everywhere, name)) return everywhere[name];
  for (const command of commandNames) {
    const flags: Readonly<Record<string, FlagSpec>> = commandSpecs[command].flags;
    if (Object.hasOwn(flags, name)) return flags[name];
  }
  return undefined;
};

type Given = { readonly name: string; readonly raw: RawValue };

/** Splits argv into flags (matched exactly, each at most once) and other arguments. */
type Tokens = { given: Given[]; operands: string[]; help: boolean; version: boolean };

const tokenize = (argv: readonly string[], entries: Entries): Tokens => {
  const say = words().cli;
  const given: Given[] = [];
  const operands: string[] = [];
  let help = false;
  let version = false;
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index];
    if (token === '--') {
      operands.push(...argv.slice(index + 1));
      break;
    }
    if (token === '-h') {
      help = true;
      continue;
    }
    if (!token.startsWith('--')) {
      if (token.startsWith('-') && token.length > 1) {
        throw new InputError(say.unknownOption(quoted(token)));
      }
      operands.push(token);
      continue;
    }
    const equals = token.indexOf('=');
    const name = equals < 0 ? token.slice(2) : token.slice(2, equals);
    const inline = equals < 0 ? undefined : token.slice(equals + 1);
    if (name === 'help' || name === 'version') {
      if (inline !== undefined) throw new InputError(say.takesNoValue(name));
      if (name === 'help') help = true;
      else version = true;
      continue;
    }
    const spec = commandFlag(name) ?? puzzleParam(entries, name);
    if (!spec) throw unknownOption(entries, name);
    if (given.some((each) => each.name === name)) throw new InputError(say.givenTwice(name));
    let raw: RawValue = inline ?? true;
    if (raw === true && !isSwitch(spec)) {
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) throw new InputError(say.needsValue(name));
      raw = next;
      index++;
    }
    given.push({ name, raw });
  }
  return { given, operands, help, version };
};

/** Every flag name the table declares, for "did you mean". */
const allFlagNames = (entries: Entries): string[] => [
  'help',
  'version',
  ...Object.keys(everywhere),
  ...commandNames.flatMap((command) => Object.keys(commandSpecs[command].flags)),
  ...entries.flatMap((entry) => entry.params.map((param) => param.name)),
];

const unknownOption = (entries: Entries, name: string): InputError => {
  const near = nearest(name, allFlagNames(entries));
  const given = quoted(`--${name}`);
  const say = words().cli;
  return new InputError(
    near === undefined ? say.unknownOption(given) : say.unknownOptionNear(given, near),
  );
};

const unknownCommand = (word: string): InputError => {
  const near = nearest(word, commandNames);
  const say = words().cli;
  return new InputError(
    near === undefined
      ? say.unknownCommand(quoted(word), commandNames.join(', '))
      : say.unknownCommandNear(quoted(word), near),
  );
};

/** The operand of a command that takes one of a few words (`completion bash`). */
const checkChoice = (command: CommandName, given: string | undefined): void => {
  const choices = operandChoices(command);
  const say = words().cli;
  if (given === undefined) throw new InputError(say.nameOneOf(command, choices.join('|')));
  if (choices.includes(given)) return;
  const near = nearest(given, choices);
  throw new InputError(
    near === undefined
      ? say.unknownOperand(command, quoted(given), choices.join(', '))
      : say.unknownOperandNear(command, quoted(given), near),
  );
};

const isCommand = (word: string): word is CommandName =>
  (commandNames as readonly string[]).includes(word);

/**
 * The line as meow is given it: each flag `--name=value` (a switch read
 * here, strictly, to true or false), then `--` and the operands.
 */
const plainLine = (
  entries: Entries,
  given: readonly Given[],
  operands: readonly string[],
): string[] => {
  const flags = given.map(({ name, raw }) => {
    const spec = commandFlag(name) ?? puzzleParam(entries, name);
    const value = spec && isSwitch(spec) ? readSwitch(name, raw) : raw;
    return `--${name}=${value}`;
  });
  return [...flags, '--', ...operands];
};

/** The flags meow reads for a command: its own, every command's, its puzzles' options. */
const declaredFor = (
  entries: Entries,
  command: CommandName,
): Map<string, { readonly kind: string }> => {
  const declared = new Map<string, { readonly kind: string }>([
    ...Object.entries(commandSpecs[command].flags as Readonly<Record<string, FlagSpec>>),
    ...Object.entries(everywhere),
  ]);
  if (takesPuzzle(command)) {
    for (const entry of entries) {
      for (const param of entry.params)
        if (!declared.has(param.name)) declared.set(param.name, param);
    }
  }
  return declared;
};

/**
 * Reads a command line: the command, the puzzle named, the command's flags
 * checked against its declaration, the puzzle options kept for the puzzle.
 * Anything unknown, repeated, out of range or not for this command is an
 * `InputError` with one line. The names are checked here first (exactly, in
 * the user's language), then meow reads the command's line from the table,
 * then each value is checked against its declaration.
 */
export const parseCommandLine = async (argv: readonly string[]): Promise<CommandLine> => {
  const say = words().cli;
  const entries = await catalogueFor(argv);
  const { given, operands, help, version } = tokenize(argv, entries);
  const asks = help ? 'help' : version ? 'version' : undefined;
  const [first, second] = operands;
  const onlyGlobal = given.every(({ name }) => Object.hasOwn(everywhere, name));
  if (first === 'help' && onlyGlobal && operands.length <= 2) {
    if (second === undefined) return { command: 'help', text: await helpOf(undefined) };
    if (isCommand(second)) return { command: 'help', text: await helpOf(second) };
    throw unknownCommand(second);
  }
  const command = first ?? 'play';
  if (!isCommand(command)) {
    throw unknownCommand(command);
  }
  const spec = commandSpecs[command];
  const own: Readonly<Record<string, FlagSpec>> = spec.flags;
  for (const { name } of given) {
    if (Object.hasOwn(own, name) || Object.hasOwn(everywhere, name)) continue;
    if (!takesPuzzle(command) || !puzzleParam(entries, name))
      throw new InputError(say.doesNotTake(command, name));
  }
  const line = readWithMeow(
    plainLine(entries, given, operands.slice(first === undefined ? 0 : 1)),
    declaredFor(entries, command),
    asks === 'help' ? await helpOf(first === undefined ? undefined : command) : '',
    packageVersion(),
  );
  const [target, ...rest] = line.operands;
  if (rest.length > 0 || (spec.puzzle === 'none' && target !== undefined)) {
    throw new InputError(say.unexpectedArgument(quoted(rest[0] ?? target ?? '')));
  }
  const flags: Record<string, OptionValue> = {};
  const puzzleFlags: Record<string, RawValue> = {};
  for (const [name, value] of line.values) {
    if (Object.hasOwn(own, name) || Object.hasOwn(everywhere, name)) {
      flags[name] =
        typeof value === 'boolean' ? value : readFlag(name, own[name] ?? everywhere[name], value);
    } else {
      if (target === undefined) throw new InputError(say.optionNeedsPuzzle(command, name));
      // A switch's text again, for the puzzle to read as it reads any option.
      puzzleFlags[name] = typeof value === 'boolean' ? String(value) : value;
    }
  }
  if (spec.puzzle === 'file' && target === undefined && asks === undefined) {
    throw new InputError(say.nameFile(command));
  }
  if (spec.puzzle === 'file' && target !== undefined) checkFileName(command, target);
  if (spec.puzzle === 'choice' && asks === undefined) checkChoice(command, target);
  if (spec.puzzle === 'required' && target === undefined && asks === undefined) {
    throw new InputError(say.namePuzzle(command));
  }
  const text = asks === 'help' ? line.help : asks === 'version' ? line.version : undefined;
  return {
    command,
    target,
    flags,
    puzzleFlags,
    ...(asks === undefined ? {} : { asks, text }),
  };
};
