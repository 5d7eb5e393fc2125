export { wrapText } from '../../text/wrap.js';

/** Cuts `text` to `width` characters, ending in an ellipsis when cut. */
export const truncate = (text: string, width: number, ascii = false): string => {
  if (text.length <= width) return text;
  const ellipsis = ascii ? '...' : '…';
  return width <= ellipsis.length
    ? text.slice(0, width)
    : text.slice(0, width - ellipsis.length) + ellipsis;
};

/** Cuts `text` to `width` characters at a space, ending in an ellipsis when cut: never mid-word. */
export const truncateWords = (text: string, width: number, ascii = false): string => {
  if (text.length <= width) return text;
  const ellipsis = ascii ? '...' : '…';
  const room = width - ellipsis.length - 1;
  const space = text.lastIndexOf(' ', room);
  if (space <= 0) return truncate(text, width, ascii);
  return `${text.slice(0, space).replace(/[\s·,;:—-]+$/, '')} ${ellipsis}`;
};
