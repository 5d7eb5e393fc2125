/** Which ways a line leaves a character position; box-drawing characters follow from them. */
export const UP = 1;
export const DOWN = 2;
export const LEFT = 4;
export const RIGHT = 8;

/** Indexed by UP | DOWN | LEFT | RIGHT. */
const UNICODE = [' ', '│', '│', '│', '─', '┘', '┐', '┤', '─', '└', '┌', '├', '─', '┴', '┬', '┼'];

export const frameChar = (ways: number, ascii: boolean): string => {
  if (!ascii) return UNICODE[ways];
  if (ways === 0) return ' ';
  const vertical = (ways & (UP | DOWN)) !== 0;
  const horizontal = (ways & (LEFT | RIGHT)) !== 0;
  if (vertical && horizontal) return '+';
  return vertical ? '|' : '-';
};

/** The lines of box walls, collected first so shared walls and corners join up. */
export class FrameWays {
  private readonly ways: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.ways = new Uint8Array(width * height);
  }

  add(x: number, y: number, ways: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.ways[y * this.width + x] |= ways;
  }

  at(x: number, y: number): number {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return 0;
    return this.ways[y * this.width + x];
  }
}
