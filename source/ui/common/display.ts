import { createContext, useContext } from 'react';

/** How the app draws: colour (NO_COLOR turns it off), plain ASCII, and a fixed size for tests. */
export type Display = {
  readonly color: boolean;
  readonly ascii: boolean;
  /** When set, used instead of the terminal's size (tests). */
  readonly size?: TerminalSize;
};

export type TerminalSize = { readonly columns: number; readonly rows: number };

/** NO_COLOR (https://no-color.org): any non-empty value turns colour off. */
export const colorFromEnv = (env: NodeJS.ProcessEnv = process.env): boolean =>
  !(typeof env.NO_COLOR === 'string' && env.NO_COLOR !== '');

export const DisplayContext = createContext<Display>({ color: true, ascii: false });

export const useDisplay = (): Display => useContext(DisplayContext);

const ASCII_FOR: Readonly<Record<string, string>> = {
  '·': '|',
  '—': '-',
  '–': '-',
  '…': '...',
  '→': '->',
  '←': '<-',
  '↑': '^',
  '↓': 'v',
  '×': 'x',
  '²': '^2',
  '❯': '>',
  '★': '*',
  '≤': '<=',
  '▶': '>',
  '❚': '|',
  '▸': '>',
  '◂': '<',
  '◆': '*',
};

/** Text as the display can show it: with `ascii`, the few non-ASCII signs the app uses are spelled out. */
export const displayText = (text: string, ascii: boolean): string =>
  ascii ? text.replace(/[·—–…→←↑↓×²❯★≤▶❚▸◂◆]/g, (sign) => ASCII_FOR[sign] ?? sign) : text;
