import { english } from './en.js';
import { japanese } from './ja.js';
import { type Language, language } from './language.js';

/** Every message a person reads, by where it is read. */
export type Words = typeof english;

const catalogues: Readonly<Record<Language, Words>> = { en: english, ja: japanese };

/** The messages in the current language (see `setLanguage`). */
export const words = (): Words => catalogues[language()];

/** The messages in a given language (tests, and a language about to be chosen). */
export const wordsIn = (chosen: Language): Words => catalogues[chosen];
