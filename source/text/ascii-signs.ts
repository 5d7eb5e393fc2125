import { ASCII_LANGUAGE_NAMES, LANGUAGE_NAMES } from '../words/language.js';

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
  '≈': '~',
  '●': '*',
};

/** Any of the signs above. */
const ASCII_SIGNS = new RegExp(`[${Object.keys(ASCII_FOR).join('')}]`, 'g');

/** Words an English screen shows in another script: each language by its own name. */
const ASCII_WORDS: readonly (readonly [string, string])[] = Object.entries(LANGUAGE_NAMES)
  .map(
    ([named, name]) => [name, ASCII_LANGUAGE_NAMES[named as keyof typeof LANGUAGE_NAMES]] as const,
  )
  .filter(([name, spelled]) => name !== spelled);

/**
 * Text as the display can show it: with `ascii`, the few non-ASCII signs the
 * app uses, and the words it writes in another script (`日本語`), are spelled out.
 */
export const displayText = (text: string, ascii: boolean): string =>
  ascii
    ? ASCII_WORDS.reduce(
        (spelled, [word, plain]) => spelled.replaceAll(word, plain),
        text.replace(ASCII_SIGNS, (sign) => ASCII_FOR[sign] ?? sign),
      )
    : text;
