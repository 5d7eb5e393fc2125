import { expect } from 'vitest';
import { columns } from '../source/ui/common/truncate.js';

/** A frame fits a window of 80 columns and `rows` rows, every line counted in columns. */
export const expectFits = (frame: string, rows = 23): void => {
  const lines = frame.split('\n');
  expect(lines.length).toBeLessThanOrEqual(rows);
  for (const line of lines) expect(columns(line), line).toBeLessThanOrEqual(80);
};

/** The frame's line that holds `text`. */
export const lineWith = (frame: string, text: string): string =>
  frame.split('\n').find((line) => line.includes(text)) ?? '';
