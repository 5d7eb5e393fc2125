/**
 * Every command and the flags it takes, in one place: the parser, `--help` and
 * the readme's command-line section are made from this table. A flag given to
 * a command that does not declare it is refused the same way everywhere.
 * (Puzzle options are declared by the puzzles: see `PuzzleEntry.params`.)
 */

import { WATCH_SPEEDS } from '../game/watch-speeds.js';
import { MAX_SHUFFLE } from '../search/shuffle-moves.js';
import { LANGUAGES } from '../words/language.js';
import { words } from '../words/words.js';
import {
  algo,
  ascii,
  dealSeconds,
  type FlagSpec,
  flagHelp,
  json,
  limitNodes,
  limitSeconds,
  noMouse,
  record,
  screenReader,
  size,
  theme,
} from './shared-flags.js';

export type { FlagSpec } from './shared-flags.js';

type SummaryWords = ReturnType<typeof words>['cli']['help']['summaries'];

/* Summaries are getters, as the flags' help is (see shared-flags.ts). */
const summaryOf = (name: keyof SummaryWords): string => words().cli.help.summaries[name];

export type CommandSpec = {
  /** What follows `tobikoe <name>` in the usage line, before the flags. */
  readonly operand: string;
  readonly summary: string;
  /**
   * Whether it takes a puzzle id or code (and so the puzzle's options), a
   * file's path, or one of `choices`.
   */
  readonly puzzle: 'none' | 'optional' | 'required' | 'file' | 'choice';
  /** What the operand may be, when `puzzle` is `choice`. */
  readonly choices?: readonly string[];
  readonly flags: Readonly<Record<string, FlagSpec>>;
};

/** Flags every command takes: how it speaks and draws, not what it does. */
export const globalFlags = {
  lang: {
    kind: 'choice',
    choices: LANGUAGES,
    value: 'L',
    get help() {
      return flagHelp('lang');
    },
  },
  ambiguous: {
    kind: 'choice',
    choices: ['narrow', 'wide'],
    value: 'W',
    get help() {
      return flagHelp('ambiguous');
    },
  },
  'no-color': {
    kind: 'boolean',
    get help() {
      return flagHelp('noColor');
    },
  },
} as const satisfies Readonly<Record<string, FlagSpec>>;

export const commandSpecs = {
  play: {
    operand: '[<id|code>] [options]',
    get summary() {
      return summaryOf('play');
    },
    puzzle: 'optional',
    flags: { ascii, theme, 'screen-reader': screenReader, 'no-mouse': noMouse, record, size },
  },
  watch: {
    operand: '<id|code> [options]',
    get summary() {
      return summaryOf('watch');
    },
    puzzle: 'required',
    flags: {
      algo,
      speed: {
        kind: 'choice',
        choices: WATCH_SPEEDS.map((speed) => speed.name),
        value: 'N',
        get help() {
          return flagHelp('watchSpeed');
        },
      },
      nodes: {
        kind: 'integer',
        min: 1,
        max: 1_000_000_000,
        value: 'N',
        get help() {
          return flagHelp('watchNodes');
        },
      },
      ascii,
      theme,
      'screen-reader': screenReader,
      'no-mouse': noMouse,
      record,
      size,
    },
  },
  list: {
    operand: '',
    get summary() {
      return summaryOf('list');
    },
    puzzle: 'none',
    flags: { json },
  },
  solve: {
    operand: '<id|code> [options]',
    get summary() {
      return summaryOf('solve');
    },
    puzzle: 'required',
    flags: {
      algo,
      bound: {
        kind: 'text',
        value: 'NAME',
        get help() {
          return flagHelp('bound');
        },
      },
      all: {
        kind: 'boolean',
        get help() {
          return flagHelp('all');
        },
      },
      trace: {
        kind: 'text',
        value: 'FILE',
        get help() {
          return flagHelp('trace');
        },
      },
      batch: {
        kind: 'text',
        value: 'FILE',
        get help() {
          return flagHelp('batch');
        },
      },
      'limit-s': limitSeconds,
      'limit-nodes': limitNodes,
      json,
      ascii,
      record,
      size,
    },
  },
  analyze: {
    operand: '<id|code> [options]',
    get summary() {
      return summaryOf('analyze');
    },
    puzzle: 'required',
    flags: {
      full: {
        kind: 'boolean',
        get help() {
          return flagHelp('full');
        },
      },
      'limit-s': limitSeconds,
      'limit-nodes': limitNodes,
      json,
      ascii,
    },
  },
  new: {
    operand: '<id|code> [options]',
    get summary() {
      return summaryOf('new');
    },
    puzzle: 'required',
    flags: {
      length: {
        kind: 'integer',
        min: 1,
        max: 999,
        value: 'L',
        get help() {
          return flagHelp('length');
        },
      },
      random: {
        kind: 'boolean',
        get help() {
          return flagHelp('random');
        },
      },
      shuffle: {
        kind: 'integer',
        min: 1,
        max: MAX_SHUFFLE,
        value: 'N',
        get help() {
          return flagHelp('shuffle');
        },
      },
      seed: {
        kind: 'integer',
        min: 0,
        max: 0xffff_ffff,
        value: 'S',
        get help() {
          return flagHelp('seed');
        },
      },
      'limit-s': dealSeconds,
      json,
      ascii,
    },
  },
  daily: {
    operand: '[<id|code>] [options]',
    get summary() {
      return summaryOf('daily');
    },
    puzzle: 'optional',
    flags: { 'limit-s': dealSeconds, json, ascii },
  },
  records: {
    operand: '',
    get summary() {
      return summaryOf('records');
    },
    puzzle: 'none',
    flags: { json, 'screen-reader': screenReader },
  },
  review: {
    operand: '<id|code> [options]',
    get summary() {
      return summaryOf('review');
    },
    puzzle: 'required',
    flags: {
      moves: {
        kind: 'text',
        value: 'M',
        get help() {
          return flagHelp('moves');
        },
      },
      'limit-s': limitSeconds,
      'limit-nodes': limitNodes,
      json,
      ascii,
    },
  },
  bounds: {
    operand: '<id|code> [options]',
    get summary() {
      return summaryOf('bounds');
    },
    puzzle: 'required',
    flags: {
      'limit-s': {
        kind: 'text',
        value: 'S',
        get help() {
          return flagHelp('boundsLimitSeconds');
        },
      },
      'limit-nodes': {
        kind: 'text',
        value: 'N',
        get help() {
          return flagHelp('boundsLimitNodes');
        },
      },
      json,
    },
  },
  replay: {
    operand: '<FILE.cast>',
    get summary() {
      return summaryOf('replay');
    },
    puzzle: 'file',
    flags: {},
  },
  completion: {
    operand: '<shell>',
    get summary() {
      return summaryOf('completion');
    },
    puzzle: 'choice',
    choices: ['bash', 'zsh', 'fish'],
    flags: {},
  },
} as const satisfies Readonly<Record<string, CommandSpec>>;

export type CommandName = keyof typeof commandSpecs;

export const commandNames = Object.keys(commandSpecs) as CommandName[];

/** The words a command's operand may be (`completion bash`), when it takes one of a few. */
export const operandChoices = (name: CommandName): readonly string[] => {
  const spec: CommandSpec = commandSpecs[name];
  return spec.choices ?? [];
};

/** Whether a command takes a puzzle id or code, and so the puzzles' options. */
export const takesPuzzle = (name: CommandName): boolean => {
  const takes: CommandSpec['puzzle'] = commandSpecs[name].puzzle;
  return takes === 'optional' || takes === 'required';
};

type ValueOf<Spec> = Spec extends { readonly kind: 'boolean' }
  ? boolean
  : Spec extends { readonly kind: 'integer' | 'decimal' }
    ? number
    : string;

/** The checked flags of one command, by name. */
export type FlagValues<Name extends CommandName> = {
  readonly [Flag in keyof (typeof commandSpecs)[Name]['flags']]?: ValueOf<
    (typeof commandSpecs)[Name]['flags'][Flag]
  >;
};
