// The headless program's import.meta, built into its CommonJS file (see build.mjs).
import { pathToFileURL } from 'node:url';

export const importMetaOfBundle = { url: pathToFileURL(__filename).href };
