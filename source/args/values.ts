import type { FlagSpec } from '../commands/specs.js';
import { outOfRange } from '../puzzles/params.js';
import { InputError, type OptionValue, type ParamDeclaration } from '../puzzles/puzzle.js';
import { quoted } from '../util/quote.js';
import { words } from '../words/words.js';

/** What a command line gave a flag: the text after it, or `true` for a bare switch. */
export type RawValue = string | true;

const TRUE_WORDS = new Set(['true', 'yes', 'on', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'off', '0']);
const WHOLE = /^-?\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** The kinds both command flags and puzzle parameters come in, as far as reading goes. */
type Readable =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'integer' | 'decimal'; readonly min: number; readonly max: number }
  | { readonly kind: 'text' | 'board' }
  | { readonly kind: 'choice'; readonly choices: readonly string[] };

export const readSwitch = (name: string, raw: RawValue): boolean => {
  if (raw === true) return true;
  const word = raw.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  throw new InputError(words().cli.notASwitchValue(name, quoted(raw)));
};

/** Reads a flag's text as its declared kind, or says in one line what is wrong with it. */
export const readValue = (name: string, spec: Readable, raw: RawValue): OptionValue => {
  if (spec.kind === 'boolean') return readSwitch(name, raw);
  if (raw === true) throw new InputError(words().cli.needsValue(name));
  switch (spec.kind) {
    case 'integer':
    case 'decimal': {
      const pattern = spec.kind === 'integer' ? WHOLE : DECIMAL;
      const value = pattern.test(raw) ? Number(raw) : Number.NaN;
      if (!(value >= spec.min && value <= spec.max)) {
        if (spec.kind === 'integer') throw outOfRange(name, spec.min, spec.max, quoted(raw));
        throw new InputError(words().cli.numberFromTo(name, spec.min, spec.max, quoted(raw)));
      }
      return value;
    }
    case 'choice':
      if (!spec.choices.includes(raw)) {
        throw new InputError(words().cli.unknownChoice(name, quoted(raw), spec.choices.join(', ')));
      }
      return raw;
    case 'text':
    case 'board':
      if (raw.trim() === '') throw new InputError(words().cli.needsValueNot(name, quoted(raw)));
      return raw;
  }
};

/**
 * A file name as given, or refused: Node decodes the command line as UTF-8
 * and puts U+FFFD for bytes that are not, so a name with such bytes reaches
 * the program changed and a file of another name would be written or read.
 * The name is not repeated (its bytes are what is wrong).
 */
export const checkFileName = (what: string, name: string): string => {
  if (name.includes('\uFFFD')) throw new InputError(words().cli.fileNameNotUtf8(what));
  return name;
};

export const readFlag = (name: string, spec: FlagSpec, raw: RawValue): OptionValue => {
  const value = readValue(name, spec, raw);
  return spec.kind === 'text' && spec.value === 'FILE' && typeof value === 'string'
    ? checkFileName(`--${name}`, value)
    : value;
};

export const readParam = (param: ParamDeclaration, raw: RawValue): OptionValue =>
  readValue(param.name, param, raw);
