const ESC = '\u001B';

/**
 * The sequences Ink draws a first frame with: colours and attributes (SGR),
 * the cursor hidden or shown, synchronized output begun and ended, and the
 * line erasing and cursor moves of a redraw.
 */
const INK_SEQUENCES = new RegExp(`${ESC}\\[[0-9;]{0,64}[mAGK]|${ESC}\\[\\?(?:25|2026)[hl]`, 'g');

/** A control character other than newline and carriage return: C0, DEL, C1. */
const isControl = (code: number): boolean =>
  (code < 0x20 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);

/**
 * Whether `frame` is only text and the sequences above: a kept frame is read
 * back from a file anyone with the account can edit, and is written to the
 * terminal as it is, so nothing else (a title, a clipboard write, a query the
 * terminal answers as if typed) may pass.
 */
export const isSafeFrame = (frame: string): boolean => {
  const text = frame.replace(INK_SEQUENCES, '');
  for (let at = 0; at < text.length; at++) if (isControl(text.charCodeAt(at))) return false;
  return true;
};
