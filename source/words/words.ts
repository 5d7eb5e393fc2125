import { english } from './en.js';
import { type Language, language, setLanguage } from './language.js';

/** Every message a person reads, by where it is read. */
export type Words = typeof english;

/**
 * Each language's messages once loaded: English always (what `--json` and
 * every fallback read), another only when it is chosen, so that a command in
 * English never loads the Japanese catalogue (half of all the words).
 */
const loaded: Partial<Record<Language, Words>> = { en: english };
const loaders: Readonly<Record<Language, () => Promise<Words>>> = {
  en: async () => english,
  ja: async () => (await import('./ja.js')).japanese,
};

/** Loads the messages of each language in `chosen` (the app loads them all: `L` switches at once). */
export const loadWords = async (...chosen: readonly Language[]): Promise<void> => {
  for (const one of chosen) loaded[one] ??= await loaders[one]();
};

/** Loads `chosen`'s messages and gives every message in it from now on. */
export const chooseLanguage = async (chosen: Language): Promise<void> => {
  await loadWords(chosen);
  setLanguage(chosen);
};

/** The messages in a given language (tests, and a language about to be chosen). */
export const wordsIn = (chosen: Language): Words => {
  const found = loaded[chosen];
  if (found === undefined)
    throw new Error(`the ${chosen} messages are read before they are loaded`);
  return found;
};

/** The messages in the current language (see `chooseLanguage`). */
export const words = (): Words => wordsIn(language());
