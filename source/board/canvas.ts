import type { CellMark, Segment, Tone } from './board-view.js';

export type Ink = {
  readonly ch: string;
  readonly tone: Tone;
  readonly cell?: number;
  readonly mark?: CellMark;
};

const BLANK: Ink = { ch: ' ', tone: 'link' };

/** Who a character belongs to, when it belongs to a cell. */
export type Owner = { readonly cell: number; readonly mark?: CellMark };

/** A fixed-size grid of characters, each with a tone and maybe an owning cell. */
export class Canvas {
  private readonly inks: Ink[];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.inks = Array.from({ length: width * height }, () => ({ ch: ' ', tone: 'link' }));
  }

  inside(x: number, y: number): boolean {
    return x >= 0 && y >= 0 && x < this.width && y < this.height;
  }

  /** Writes one character; positions outside the canvas are ignored. */
  put(x: number, y: number, ch: string, tone: Tone, owner?: Owner): void {
    if (!this.inside(x, y)) return;
    this.inks[y * this.width + x] = { ch, tone, cell: owner?.cell, mark: owner?.mark };
  }

  /** Writes a string from left to right. */
  write(x: number, y: number, text: string, tone: Tone, owner?: Owner): void {
    [...text].forEach((ch, i) => {
      this.put(x + i, y, ch, tone, owner);
    });
  }

  /** What is drawn at (x, y); blank outside the canvas. */
  inkAt(x: number, y: number): Ink {
    return this.inside(x, y) ? this.inks[y * this.width + x] : BLANK;
  }

  charAt(x: number, y: number): string {
    return this.inside(x, y) ? this.inks[y * this.width + x].ch : ' ';
  }

  /** The cell a position draws, if any. */
  ownerAt(x: number, y: number): number | undefined {
    return this.inside(x, y) ? this.inks[y * this.width + x].cell : undefined;
  }

  toneAt(x: number, y: number): Tone | undefined {
    return this.inside(x, y) ? this.inks[y * this.width + x].tone : undefined;
  }

  /** Rows of segments: neighbouring characters with the same tone and owner are joined. */
  segments(): Segment[][] {
    const rows: Segment[][] = [];
    for (let y = 0; y < this.height; y++) {
      const row: Segment[] = [];
      let run: Ink | undefined;
      let text = '';
      const flush = (): void => {
        if (run) row.push(segmentOf(text, run));
      };
      for (let x = 0; x < this.width; x++) {
        const ink = this.inks[y * this.width + x];
        if (run && sameRun(run, ink)) {
          text += ink.ch;
          continue;
        }
        flush();
        run = ink;
        text = ink.ch;
      }
      flush();
      rows.push(row);
    }
    return rows;
  }
}

const sameRun = (run: Ink, ink: Ink): boolean =>
  run.tone === ink.tone && run.cell === ink.cell && run.mark === ink.mark;

const segmentOf = (text: string, ink: Ink): Segment => {
  const segment: { text: string; tone: Tone; cell?: number; mark?: CellMark } = {
    text,
    tone: ink.tone,
  };
  if (ink.cell !== undefined) segment.cell = ink.cell;
  if (ink.mark !== undefined) segment.mark = ink.mark;
  return segment;
};
