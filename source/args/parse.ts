import {
  type CommandName,
  commandNames,
  commandSpecs,
  type FlagSpec,
  globalFlags,
} from '../commands/specs.js';
import { catalogue } from '../puzzles/catalogue.js';
import { InputError, type OptionValue, type ParamDeclaration } from '../puzzles/puzzle.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';
import { isSwitch, type RawValue, readFlag } from './values.js';

/** A command line read and checked, except the puzzle options (their puzzle checks them). */
export type CommandLine =
  | { readonly command: 'help' }
  | {
      readonly command: CommandName;
      /**
       * `--help` or `--version` on an otherwise sound line (checked like any
       * other, but a puzzle may be left out): the help or the version instead of the command.
       */
      readonly asks?: 'help' | 'version';
      /** The puzzle id or code, when one was given. */
      readonly target?: string;
      /** The command's own flags, read as declared. */
      readonly flags: Readonly<Record<string, OptionValue>>;
      /** Puzzle options as given, by name. */
      readonly puzzleFlags: Readonly<Record<string, RawValue>>;
    };

/** The first declaration of a puzzle option with this name, in catalogue order. */
const puzzleParam = (name: string): ParamDeclaration | undefined => {
  for (const entry of catalogue) {
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

const tokenize = (argv: readonly string[]): Tokens => {
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
    const spec = commandFlag(name) ?? puzzleParam(name);
    if (!spec) throw new InputError(say.unknownOption(quoted(`--${name}`)));
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

const isCommand = (word: string): word is CommandName =>
  (commandNames as readonly string[]).includes(word);

/**
 * Reads a command line: the command, the puzzle named, the command's flags
 * checked against its declaration, the puzzle options kept for the puzzle.
 * Anything unknown, repeated, out of range or not for this command is an
 * `InputError` with one line.
 */
export const parseCommandLine = (argv: readonly string[]): CommandLine => {
  const say = words().cli;
  const { given, operands, help, version } = tokenize(argv);
  const asks = help ? 'help' : version ? 'version' : undefined;
  const [first, target, ...rest] = operands;
  if (first === 'help' && target === undefined && given.length === 0) return { command: 'help' };
  const command = first ?? 'play';
  if (!isCommand(command)) {
    throw new InputError(say.unknownCommand(quoted(command), commandNames.join(', ')));
  }
  const spec = commandSpecs[command];
  if (rest.length > 0 || (spec.puzzle === 'none' && target !== undefined)) {
    throw new InputError(say.unexpectedArgument(quoted(rest[0] ?? target ?? '')));
  }
  const flags: Record<string, OptionValue> = {};
  const puzzleFlags: Record<string, RawValue> = {};
  const own: Readonly<Record<string, FlagSpec>> = spec.flags;
  for (const { name, raw } of given) {
    if (Object.hasOwn(own, name) || Object.hasOwn(everywhere, name)) {
      flags[name] = readFlag(name, own[name] ?? everywhere[name], raw);
    } else if (spec.puzzle !== 'none' && spec.puzzle !== 'file' && puzzleParam(name)) {
      if (target === undefined) {
        throw new InputError(say.optionNeedsPuzzle(command, name));
      }
      puzzleFlags[name] = raw;
    } else {
      throw new InputError(say.doesNotTake(command, name));
    }
  }
  if (spec.puzzle === 'file' && target === undefined && asks === undefined) {
    throw new InputError(say.nameFile(command));
  }
  if (spec.puzzle === 'required' && target === undefined && asks === undefined) {
    throw new InputError(say.namePuzzle(command));
  }
  return { command, target, flags, puzzleFlags, ...(asks === undefined ? {} : { asks }) };
};
