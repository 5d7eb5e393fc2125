import { catalogue } from '../puzzles/catalogue.js';
import type { ParamDeclaration } from '../puzzles/puzzle.js';
import { words } from '../words/words.js';
import { isSwitch } from './shared-flags.js';
import {
  type CommandName,
  type CommandSpec,
  commandNames,
  commandSpecs,
  type FlagSpec,
  globalFlags,
  operandChoices,
  takesPuzzle,
} from './specs.js';

/**
 * What a shell may offer after a flag: nothing (a switch), a file's path, any
 * text (nothing to offer), or these words.
 */
export type ValueCompletion = 'switch' | 'file' | 'free' | readonly string[];

export type FlagCompletion = {
  readonly name: string;
  readonly help: string;
  readonly value: ValueCompletion;
};

/** What may follow a command: a puzzle id, a file, a command's name, one of some words, nothing. */
export type OperandCompletion = 'puzzle' | 'file' | 'command' | 'none' | readonly string[];

export type CommandCompletion = {
  readonly name: string;
  readonly summary: string;
  readonly operand: OperandCompletion;
  readonly flags: readonly FlagCompletion[];
};

/** The longest range of whole numbers offered one by one (a seed's billions are not). */
const MOST_NUMBERS = 32;

const numbers = (min: number, max: number): ValueCompletion =>
  max - min < MOST_NUMBERS
    ? Array.from({ length: max - min + 1 }, (_, index) => String(min + index))
    : 'free';

const flagValue = (spec: FlagSpec): ValueCompletion => {
  if (isSwitch(spec)) return 'switch';
  switch (spec.kind) {
    case 'choice':
      return spec.choices;
    case 'integer':
      return numbers(spec.min, spec.max);
    case 'text':
      return spec.value === 'FILE' ? 'file' : 'free';
    default:
      return 'free';
  }
};

const paramValue = (param: ParamDeclaration): ValueCompletion => {
  switch (param.kind) {
    case 'boolean':
      return 'switch';
    case 'choice':
      return param.choices;
    case 'integer':
      return numbers(param.min, param.max);
    case 'board':
      return param.names ?? 'free';
  }
};

/** Two declarations of one name (puzzles that share an option): every word either offers. */
const merged = (one: ValueCompletion, other: ValueCompletion): ValueCompletion => {
  if (typeof one !== 'string' && typeof other !== 'string') return [...new Set([...one, ...other])];
  return typeof one === 'string' ? other : one;
};

/** Each puzzle option once, its values those of every puzzle that takes it. */
const puzzleFlags = (): FlagCompletion[] => {
  const byName = new Map<string, FlagCompletion>();
  for (const entry of catalogue) {
    for (const param of entry.params) {
      const known = byName.get(param.name);
      const value = paramValue(param);
      byName.set(param.name, {
        name: param.name,
        help: known?.help ?? param.help,
        value: known ? merged(known.value, value) : value,
      });
    }
  }
  return [...byName.values()];
};

const tableFlags = (flags: Readonly<Record<string, FlagSpec>>): FlagCompletion[] =>
  Object.entries(flags).map(([name, spec]) => ({ name, help: spec.help, value: flagValue(spec) }));

const operandOf = (name: CommandName): OperandCompletion => {
  if (takesPuzzle(name)) return 'puzzle';
  const takes: CommandSpec['puzzle'] = commandSpecs[name].puzzle;
  if (takes === 'file') return 'file';
  if (takes === 'choice') return operandChoices(name);
  return 'none';
};

/**
 * Every command a shell completes (and `help <command>`), each with the
 * flags it takes: the command table's, every command's, its puzzles' options.
 * Made from the table the parser reads, so a new flag completes as soon as
 * it parses.
 */
export const completionTable = (): CommandCompletion[] => {
  const everywhere = tableFlags(globalFlags);
  const options = puzzleFlags();
  const say = words().cli.help;
  const help = { name: 'help', help: say.helpFlag, value: 'switch' } as const;
  const commands: CommandCompletion[] = commandNames.map((name) => ({
    name,
    summary: commandSpecs[name].summary,
    operand: operandOf(name),
    flags: [
      ...tableFlags(commandSpecs[name].flags),
      ...everywhere,
      ...(takesPuzzle(name) ? options : []),
      help,
    ],
  }));
  return [
    ...commands,
    { name: 'help', summary: say.helpCommand, operand: 'command', flags: everywhere },
  ];
};

/** The ids a puzzle operand completes to. */
export const puzzleIds = (): string[] => catalogue.map((entry) => entry.id);
