import { isLanguage, type Language, localeLanguage } from '../words/language.js';

/**
 * The language a command line asks for, found before the line is read so
 * that even its errors are in that language: `--lang L` or `--lang=L` when
 * L is one tobikoe speaks (else the parser refuses it, in the locale's
 * language), otherwise the locale's.
 */
export const languageOf = (
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Language => {
  for (let index = 0; index < argv.length; index++) {
    const token = argv[index];
    if (token === '--') break;
    const value = token.startsWith('--lang=')
      ? token.slice('--lang='.length)
      : token === '--lang'
        ? argv[index + 1]
        : undefined;
    if (isLanguage(value)) return value;
  }
  return localeLanguage(env);
};
