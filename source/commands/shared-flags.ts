/**
 * The flags' declarations that more than one command takes (the table of
 * commands, `specs.ts`, names them), and the kinds of flag there are.
 */

import { THEME_NAMES } from '../board/themes.js';
import { algorithms } from '../search/search-events.js';
import { words } from '../words/words.js';

type FlagWords = ReturnType<typeof words>['cli']['help']['flags'];

/*
 * Help is a getter (a spread would copy today's text): it reads the current
 * language when `--help` or the readme asks.
 */
export const flagHelp = (key: keyof FlagWords): string => words().cli.help.flags[key];

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

/** Whether a flag stands alone (a switch) or takes the next argument as its value. */
export const isSwitch = (spec: { readonly kind: string }): boolean => spec.kind === 'boolean';

export const json = {
  kind: 'boolean',
  get help() {
    return flagHelp('json');
  },
} as const satisfies FlagSpec;
export const limitSeconds = {
  kind: 'text',
  value: 'S',
  get help() {
    return flagHelp('limitSeconds');
  },
} as const satisfies FlagSpec;
/** How long a deal (`new`, `daily`) may take. */
export const dealSeconds = {
  kind: 'text',
  value: 'S',
  get help() {
    return flagHelp('newLimitSeconds');
  },
} as const satisfies FlagSpec;
export const limitNodes = {
  kind: 'text',
  value: 'N',
  get help() {
    return flagHelp('limitNodes');
  },
} as const satisfies FlagSpec;
export const theme = {
  kind: 'choice',
  choices: THEME_NAMES,
  value: 'NAME',
  get help() {
    return flagHelp('theme');
  },
} as const satisfies FlagSpec;
export const screenReader = {
  kind: 'boolean',
  get help() {
    return flagHelp('screenReader');
  },
} as const satisfies FlagSpec;
export const ascii = {
  kind: 'boolean',
  get help() {
    return flagHelp('ascii');
  },
} as const satisfies FlagSpec;
export const algo = {
  kind: 'choice',
  choices: algorithms,
  value: 'A',
  get help() {
    return flagHelp('algo');
  },
} as const satisfies FlagSpec;
export const record = {
  kind: 'text',
  value: 'FILE',
  get help() {
    return flagHelp('record');
  },
} as const satisfies FlagSpec;
export const size = {
  kind: 'text',
  value: 'COLSxROWS',
  get help() {
    return flagHelp('size');
  },
} as const satisfies FlagSpec;
export const noMouse = {
  kind: 'boolean',
  get help() {
    return flagHelp('noMouse');
  },
} as const satisfies FlagSpec;
