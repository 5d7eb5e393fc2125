import { language, setLanguage } from '../words/language.js';

/**
 * Runs `make` with English words: what machines read (`--json`) is the same in
 * every language, texts from the catalogue or a family included.
 */
export const inEnglish = <T>(make: () => T): T => {
  const was = language();
  setLanguage('en');
  try {
    return make();
  } finally {
    setLanguage(was);
  }
};
