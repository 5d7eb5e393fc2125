/** The most characters of a person's input an error message repeats. */
const MOST_ECHOED = 40;
/** The most characters of one message line: enough for any sentence tobikoe writes. */
const MOST_IN_A_LINE = 400;

/** Format characters (Unicode's Cf): bidi overrides and isolates, zero-width spaces and joiners. */
const FORMAT = /^\p{Cf}$/u;

const isControl = (code: number): boolean =>
  // C0, DEL, C1 controls, the line/paragraph separators and format characters never reach a
  // terminal raw: a right-to-left override would turn the rest of the line around.
  code < 0x20 ||
  (code >= 0x7f && code <= 0x9f) ||
  code === 0x2028 ||
  code === 0x2029 ||
  FORMAT.test(String.fromCodePoint(code));

const escapeControl = (char: string): string => {
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x0a) return '\\n';
  if (code === 0x0d) return '\\r';
  if (code === 0x09) return '\\t';
  if (code === 0x1b) return '\\e';
  return isControl(code) ? `\\u{${code.toString(16)}}` : char;
};

const escapeChar = (char: string): string => {
  if (char === '\\') return '\\\\';
  if (char === "'") return "\\'";
  return escapeControl(char);
};

/** `chars` cut after `most`, with `…` where something was left out. */
const cut = (chars: readonly string[], most: number, shown: (char: string) => string): string =>
  `${chars.slice(0, most).map(shown).join('')}${chars.length > most ? '…' : ''}`;

/**
 * Input echoed in a message: in single quotes, control and format characters
 * escaped (so an escape sequence or a bidi override cannot reach the
 * terminal), cut after 40 characters.
 */
export const quoted = (text: string): string => `'${cut([...text], MOST_ECHOED, escapeChar)}'`;

/**
 * A message as one line a terminal shows as written: every control character
 * escaped (a line break included), cut after 400 characters. The last guard
 * before stderr, for input a message repeats without `quoted`.
 */
export const oneLine = (text: string): string => cut([...text], MOST_IN_A_LINE, escapeControl);
