import { describe, expect, it } from 'vitest';
import type { BoardView, Frame } from '../source/board/board-view.js';
import { filmStrip, filmStripRows } from '../source/board/strip.js';
import { HEXAGRAM, STONES } from './board-fixtures.js';

const boardOf = (text: string): Uint8Array =>
  Uint8Array.from([...text], (char) => (char === '.' ? 0 : char === 'B' ? 1 : 2));

const FLIP_LINE: BoardView = {
  layout: {
    style: 'boxed',
    cells: Array.from({ length: 6 }, (_, col) => ({ row: 0, col })),
    links: [],
  },
  pieces: STONES,
};

const HEXAGRAM_VIEW: BoardView = {
  layout: { ...HEXAGRAM, links: [[0, 2]] },
  pieces: STONES,
};

const frames = (boards: readonly string[]): Frame[] =>
  boards.map((text, index) => ({ board: boardOf(text), label: `[${index}]` }));

describe('film strips', () => {
  it('puts small boards side by side under their labels, like the pages', () => {
    const strip = filmStrip(
      frames(['.BBBBBBBBBBB', 'BBWBBWBSBBBB'.replace('S', '.')]),
      HEXAGRAM_VIEW,
      {
        width: 80,
      },
    );
    expect(strip).toEqual([
      '[0]        [1]',
      '    □          ●',
      ' ● ● ● ●    ● ○ ● ●',
      '  ●   ●      ○   ●',
      ' ● ● ● ●    □ ● ● ●',
      '    ●          ●',
    ]);
  });

  it('wraps onto new rows of frames to fit the width', () => {
    const boards = ['.BBBBB', 'WB.BBB', 'WWW.BB', 'WWWW.B', 'WWWWW.'];
    // Each frame is 13 wide; two fit in 30 with the 2-space gap, three do not.
    const strip = filmStrip(frames(boards), FLIP_LINE, { width: 30 });
    expect(strip).toEqual([
      '[0]            [1]',
      ' · ● ● ● ● ●    ○ ● · ● ● ●',
      '',
      '[2]            [3]',
      ' ○ ○ ○ · ● ●    ○ ○ ○ ○ · ●',
      '',
      '[4]',
      ' ○ ○ ○ ○ ○ ·',
    ]);
    for (const line of strip) expect(line.length).toBeLessThanOrEqual(30);
    expect(filmStrip(frames(boards), FLIP_LINE, { width: 80 })).toHaveLength(2);
  });

  it('keeps one frame per row when the width is smaller than a frame', () => {
    expect(filmStrip(frames(['.BBBBB', 'B.BBBB']), FLIP_LINE, { width: 5 })).toHaveLength(5);
  });

  it('widens every column to the longest label', () => {
    const labelled: Frame[] = [
      { board: boardOf('.BBBBB'), label: '-(start)--------' },
      { board: boardOf('WB.BBB'), label: '-(1)-' },
    ];
    const strip = filmStrip(labelled, FLIP_LINE, { width: 80, ascii: true });
    expect(strip).toEqual(['-(start)--------  -(1)-', ' . B B B B B       W B . B B B']);
  });

  it('shows marks in the frames and gives labels their own tone', () => {
    const marked: Frame[] = [
      { board: boardOf('WB.BBB'), label: '1', marks: new Map([[0, 'moved']]) },
    ];
    const rows = filmStripRows(marked, FLIP_LINE, { width: 80 });
    expect(rows[0][0]).toEqual({ text: '1', tone: 'label', frame: 0 });
    expect(filmStrip(marked, FLIP_LINE, { width: 80 })[1]).toBe('(○)● · ● ● ●');
  });

  it('draws nothing for no frames', () => {
    expect(filmStrip([], FLIP_LINE, { width: 80 })).toEqual([]);
  });
});
