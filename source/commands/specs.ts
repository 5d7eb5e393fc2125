/**
 * Every command and the flags it takes, in one place: the parser, `--help` and
 * the readme's command-line section are made from this table. A flag given to
 * a command that does not declare it is refused the same way everywhere.
 * (Puzzle options are declared by the puzzles: see `PuzzleEntry.params`.)
 */

import { algorithms } from '../search/search-events.js';
import { LANGUAGES } from '../words/language.js';

export type FlagSpec =
  | { readonly kind: 'boolean'; readonly help: string }
  | {
      readonly kind: 'integer' | 'decimal';
      readonly min: number;
      readonly max: number;
      readonly value: string;
      readonly help: string;
    }
  | { readonly kind: 'text'; readonly value: string; readonly help: string }
  | {
      readonly kind: 'choice';
      readonly choices: readonly string[];
      readonly value: string;
      readonly help: string;
    };

export type CommandSpec = {
  /** What follows `tobikoe <name>` in the usage line, before the flags. */
  readonly operand: string;
  readonly summary: string;
  /** Whether it takes a puzzle id or code (and so the puzzle's options). */
  readonly puzzle: 'none' | 'optional' | 'required';
  readonly flags: Readonly<Record<string, FlagSpec>>;
};

const json = { kind: 'boolean', help: 'one JSON object on stdout' } as const satisfies FlagSpec;
const limitSeconds = {
  kind: 'text',
  value: 'S',
  help: 'stop the search after S seconds (exit 3)',
} as const satisfies FlagSpec;
const limitNodes = {
  kind: 'text',
  value: 'N',
  help: 'stop the search after N nodes (exit 3)',
} as const satisfies FlagSpec;
const ascii = { kind: 'boolean', help: 'draw boards with plain ASCII' } as const satisfies FlagSpec;
const noMouse = {
  kind: 'boolean',
  help: 'leave the mouse to the terminal, to select text (or "mouse": false in settings.json)',
} as const satisfies FlagSpec;

/** Flags every command takes: how it speaks and draws, not what it does. */
export const globalFlags = {
  lang: {
    kind: 'choice',
    choices: LANGUAGES,
    value: 'L',
    help: 'the language of every message: en or ja (default: from LC_ALL, LC_MESSAGES or LANG)',
  },
  ambiguous: {
    kind: 'choice',
    choices: ['narrow', 'wide'],
    value: 'W',
    help: 'wide: draw boards for a terminal that shows ambiguous-width signs (● ○ ─ │) two columns wide',
  },
} as const satisfies Readonly<Record<string, FlagSpec>>;

export const commandSpecs = {
  play: {
    operand: '[<id|code>] [options]',
    summary: 'play one puzzle (without an id: the menu)',
    puzzle: 'optional',
    flags: { ascii, 'no-mouse': noMouse },
  },
  list: {
    operand: '',
    summary: 'ids, titles, options, bounds',
    puzzle: 'none',
    flags: { json },
  },
  solve: {
    operand: '<id|code> [options]',
    summary: 'an optimal answer, depth by depth',
    puzzle: 'required',
    flags: {
      algo: {
        kind: 'choice',
        choices: algorithms,
        value: 'A',
        help: 'the search: bfs | bidir | iddfs | ida (default: ida where the puzzle has a lower bound, else iddfs)',
      },
      bound: {
        kind: 'text',
        value: 'NAME',
        help: "the lower bound IDA* uses (tobikoe list names each puzzle's; none: plain deepening); implies --algo ida",
      },
      all: { kind: 'boolean', help: 'count every optimal solution' },
      trace: {
        kind: 'text',
        value: 'FILE',
        help: 'write one JSON line per finished iteration to FILE, a regular file (nodes per depth, cut-offs, the smallest f above the limit)',
      },
      batch: {
        kind: 'text',
        value: 'FILE',
        help: 'solve one start per line of FILE (a board or a code; - reads stdin), one JSON object per line out as each is solved',
      },
      'limit-s': limitSeconds,
      'limit-nodes': limitNodes,
      json,
      ascii,
    },
  },
  analyze: {
    operand: '<id|code> [options]',
    summary: 'states, depth histogram, farthest positions',
    puzzle: 'required',
    flags: {
      full: {
        kind: 'boolean',
        help: 'map every position, for a puzzle that numbers them all (hundreds of millions take minutes on 2 cores); kept for next time',
      },
      'limit-s': limitSeconds,
      'limit-nodes': limitNodes,
      json,
      ascii,
    },
  },
  new: {
    operand: '<id|code> [options]',
    summary: 'a start exactly L moves from the goal (--seed repeats a deal)',
    puzzle: 'required',
    flags: {
      length: {
        kind: 'integer',
        min: 1,
        max: 999,
        value: 'L',
        help: 'the optimal length of the start (default: a hard one)',
      },
      seed: {
        kind: 'integer',
        min: 0,
        max: 0xffff_ffff,
        value: 'S',
        help: 'repeat a deal (every deal prints its seed)',
      },
      'limit-s': {
        kind: 'text',
        value: 'S',
        help: 'stop dealing after S seconds (default 60; exit 3)',
      },
      json,
      ascii,
    },
  },
  daily: {
    operand: '[<id|code>] [options]',
    summary: "today's position (UTC), the same for everyone",
    puzzle: 'optional',
    flags: { json, ascii },
  },
  review: {
    operand: '<id|code> [options]',
    summary: 'each move of a game judged against the optimum',
    puzzle: 'required',
    flags: {
      moves: {
        kind: 'text',
        value: 'M',
        help: 'the moves played, cells joined by \'-\' and moves by spaces: "0-5 2-3" (peg chains 0-5-12)',
      },
      json,
      ascii,
    },
  },
  bounds: {
    operand: '<id|code> [options]',
    summary: 'IDA* with each lower bound from the same start, side by side',
    puzzle: 'required',
    flags: {
      'limit-s': {
        kind: 'text',
        value: 'S',
        help: "give up each bound's search after S seconds (default 10; exit 3 when every bound gives up)",
      },
      'limit-nodes': {
        kind: 'text',
        value: 'N',
        help: "give up each bound's search after N nodes (exit 3 when every bound gives up)",
      },
      json,
    },
  },
} as const satisfies Readonly<Record<string, CommandSpec>>;

export type CommandName = keyof typeof commandSpecs;

export const commandNames = Object.keys(commandSpecs) as CommandName[];

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
