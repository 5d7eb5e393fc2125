import { readdirSync } from 'node:fs';
import { readTable, tableBytes, tablesFolder } from '../source/store/tables.js';

/** The names of the tables a data folder holds whose names start with `prefix`. */
export const storedTableNames = (home: string, prefix: string): string[] =>
  readdirSync(tablesFolder(home))
    .filter((name) => name.startsWith(prefix))
    .map((name) => name.slice(0, name.lastIndexOf('.')));

/** A copy of the stored table `name` of a data folder (it must read whole). */
export const storedTable = (home: string, name: string): Uint8Array => {
  const read = readTable(tablesFolder(home), name);
  if (read.kind !== 'ok') throw new Error(`${name}: ${read.kind}`);
  return tableBytes(read).slice();
};
