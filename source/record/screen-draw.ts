/**
 * A terminal emulator's screen (xterm's headless build) drawn on the real
 * terminal by this program itself: each row placed with a cursor move, each
 * style set with SGR, nothing of what the recording sent passed on (no OSC,
 * DCS, modes, titles, bells). What is drawn is cut to the view: never wider
 * than it (a wide character that would cross its edge is a blank), and each
 * character after one that is not ASCII is placed by column, so a terminal
 * that draws some character wider or narrower than the emulator did never
 * shifts the rest of the row.
 */
import type xterm from '@xterm/headless';

type Terminal = InstanceType<typeof xterm.Terminal>;
type Cell = NonNullable<
  ReturnType<NonNullable<ReturnType<Terminal['buffer']['active']['getLine']>>['getCell']>
>;

const ESC = '\u001B';
/** No control character (C0, DEL, C1) is ever drawn, whatever a cell holds. */
const printable = (text: string): string =>
  [...text]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');

const colour = (base: number, palette: boolean, rgb: boolean, value: number): string => {
  if (rgb) return `${base + 8};2;${(value >> 16) & 255};${(value >> 8) & 255};${value & 255}`;
  if (!palette) return '';
  if (value < 8) return String(base + value);
  if (value < 16) return String(base + 60 + value - 8);
  return `${base + 8};5;${value}`;
};

/** The SGR parameters of a cell's style, after a reset (an empty string: the default style). */
const styleOf = (cell: Cell): string =>
  [
    cell.isBold() ? '1' : '',
    cell.isDim() ? '2' : '',
    cell.isItalic() ? '3' : '',
    cell.isUnderline() ? '4' : '',
    cell.isBlink() ? '5' : '',
    cell.isInverse() ? '7' : '',
    cell.isInvisible() ? '8' : '',
    cell.isStrikethrough() ? '9' : '',
    cell.isOverline() ? '53' : '',
    colour(30, cell.isFgPalette(), cell.isFgRGB(), cell.getFgColor()),
    colour(40, cell.isBgPalette(), cell.isBgRGB(), cell.getBgColor()),
  ]
    .filter((part) => part !== '')
    .join(';');

/** Row `y` of the screen, its first `width` columns, as the text that draws it from column 1 (trailing blanks left out: the row is erased before it is drawn). */
export const rowText = (term: Terminal, y: number, width: number): string => {
  const buffer = term.buffer.active;
  const line = buffer.getLine(buffer.viewportY + y);
  if (!line) return '';
  let out = '';
  let style = '';
  // Blanks in the default style not yet written: only written if something follows them.
  let blanks = 0;
  let blanksFrom = 0;
  let placeNext = false;
  let cell: Cell | undefined;
  const end = Math.min(width, term.cols);
  for (let x = 0; x < end; x++) {
    cell = line.getCell(x, cell);
    if (!cell) break;
    const cellWidth = cell.getWidth();
    if (cellWidth === 0) continue;
    const next = styleOf(cell);
    let text = printable(cell.getChars()) || ' ';
    // A wide character at the last column would cross the view's edge.
    if (cellWidth === 2 && x + 1 >= end) text = ' ';
    if (text === ' ' && next === '') {
      if (blanks === 0) blanksFrom = x;
      blanks++;
      continue;
    }
    if (blanks > 0) {
      if (style !== '') out += `${ESC}[0m`;
      style = '';
      if (placeNext) out += `${ESC}[${blanksFrom + 1}G`;
      placeNext = false;
      out += ' '.repeat(blanks);
      blanks = 0;
    }
    if (placeNext) out += `${ESC}[${x + 1}G`;
    if (next !== style) out += `${ESC}[0${next === '' ? '' : `;${next}`}m`;
    style = next;
    out += text;
    placeNext = /[^\u0020-\u007E]/.test(text);
  }
  return style === '' ? out : `${out}${ESC}[0m`;
};

/**
 * Row `row` of the terminal (from 0) drawn whole: moved to, erased, drawn.
 * Erased first: with autowrap off the cursor stays on the last column after
 * drawing it, and an erase after would take that character away.
 */
export const drawnRow = (row: number, text: string): string =>
  `${ESC}[${row + 1};1H${ESC}[0m${ESC}[2K${text}${ESC}[0m`;
