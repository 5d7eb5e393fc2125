/** The languages tobikoe speaks, and the one it speaks now. */
export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language the locale asks for, read as POSIX does: the first of
 * `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides;
 * Japanese when it begins with `ja`, else English (`C`, `POSIX` and unset too).
 */
export const localeLanguage = (env: NodeJS.ProcessEnv = process.env): Language => {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find(
    (value) => value !== undefined && value !== '',
  );
  return locale?.toLowerCase().startsWith('ja') ? 'ja' : 'en';
};

let current: Language = 'en';

/** The language messages are given in now. */
export const language = (): Language => current;

/** Sets the language of every message read from now on. */
export const setLanguage = (chosen: Language): void => {
  current = chosen;
};

/** Texts in every language; each call gives the current language's. */
export const bilingual =
  <T>(texts: Readonly<Record<Language, T>>): (() => T) =>
  () =>
    texts[current];

/** Each language by its own name, as a menu offers it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ja: '日本語' };

/** Each language named in plain ASCII (`--ascii`), as `displayText` spells the names above. */
export const ASCII_LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ja: 'Japanese',
};

/**
 * What `read` gives in `chosen`, whatever the language now: what machines keep
 * or read (a saved game's goal, `--json`) is the same in every language.
 */
export const inLanguage = <T>(chosen: Language, read: () => T): T => {
  const was = current;
  current = chosen;
  try {
    return read();
  } finally {
    current = was;
  }
};
