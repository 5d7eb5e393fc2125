/** The most characters of a person's input an error message repeats. */
const MOST_ECHOED = 40;

const escapeChar = (char: string): string => {
  const code = char.codePointAt(0) ?? 0;
  if (char === '\\') return '\\\\';
  if (char === "'") return "\\'";
  if (code === 0x0a) return '\\n';
  if (code === 0x0d) return '\\r';
  if (code === 0x09) return '\\t';
  if (code === 0x1b) return '\\e';
  // C0, DEL, C1 controls and the line/paragraph separators never reach a terminal raw.
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) {
    return `\\u{${code.toString(16)}}`;
  }
  return char;
};

/**
 * Input echoed in a message: in single quotes, control characters escaped (so
 * an escape sequence cannot reach the terminal), cut after 40 characters.
 */
export const quoted = (text: string): string => {
  const chars = [...text];
  const shown = chars.slice(0, MOST_ECHOED).map(escapeChar).join('');
  return `'${shown}${chars.length > MOST_ECHOED ? '…' : ''}'`;
};
