import { columns } from './wrap.js';

/** `text` padded to `width` columns, after it (a first column, set left). */
export const padEnd = (text: string, width: number): string =>
  `${text}${' '.repeat(Math.max(0, width - columns(text)))}`;

/** `text` padded to `width` columns, before it (a figure, set right). */
export const padStart = (text: string, width: number): string =>
  `${' '.repeat(Math.max(0, width - columns(text)))}${text}`;
