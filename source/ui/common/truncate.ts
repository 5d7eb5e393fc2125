import { columns, fitColumns, wrapText } from '../../text/wrap.js';

export { columns, fitColumns, wrapText } from '../../text/wrap.js';

/** Cuts `text` to `width` columns, ending in an ellipsis when cut. */
export const truncate = (text: string, width: number, ascii = false): string => {
  if (columns(text) <= width) return text;
  const ellipsis = ascii ? '...' : '…';
  return width <= ellipsis.length
    ? fitColumns(text, width)
    : fitColumns(text, width - ellipsis.length) + ellipsis;
};

/** Cuts `text` to `width` columns at a space, ending in an ellipsis when cut: never mid-word. */
export const truncateWords = (text: string, width: number, ascii = false): string => {
  if (columns(text) <= width) return text;
  const ellipsis = ascii ? '...' : '…';
  const room = fitColumns(text, width - ellipsis.length);
  // Japanese has no spaces: it is cut between its words, as wrapText breaks it.
  if (columns(room) !== room.length) {
    const head = (wrapText(text, width - ellipsis.length)[0] ?? '').replace(/[\s·,;:—、-]+$/u, '');
    if (head !== '') return `${head}${ellipsis}`;
  }
  const space = room.lastIndexOf(' ');
  if (space <= 0) return truncate(text, width, ascii);
  return `${text.slice(0, space).replace(/[\s·,;:—-]+$/, '')} ${ellipsis}`;
};

/** `text` padded with spaces to `width` columns (double-width characters count two). */
export const padColumns = (text: string, width: number): string =>
  text + ' '.repeat(Math.max(0, width - columns(text)));
