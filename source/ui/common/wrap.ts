/** Breaks `text` into lines of at most `width` characters, at spaces where it can. */
export const wrapText = (text: string, width: number): string[] => {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
      let rest = word;
      while (rest.length > width) {
        if (line !== '') lines.push(line);
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
        line = '';
      }
      if (line === '') line = rest;
      else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
};

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
