/**
 * The solve panel and the analysis screen in Japanese at 80 × 24: every line
 * within its columns (double-width characters counted two), no English left
 * in their words, and the tables' columns lined up.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boardSize } from '../source/board/board.js';
import type { PuzzleOptions } from '../source/puzzles/puzzle.js';
import { columns } from '../source/text/wrap.js';
import { AnalysisScreen } from '../source/ui/analysis/analysis-screen.js';
import { absentText, mapText, progressText } from '../source/ui/analysis/map-text.js';
import { SolvePanel } from '../source/ui/solve/solve-panel.js';
import { setLanguage } from '../source/words/language.js';
import { englishLeft } from './english-left.js';
import { openPuzzle } from './support.js';
import { KEYS, unmountAfterEach } from './ui-support.js';

const { mount } = unmountAfterEach();

beforeEach(() => setLanguage('ja'));
afterEach(() => setLanguage('en'));

/** Every line fits `width` columns, and none of our words is left in English. */
const expectJapanese = (frame: string, width: number): void => {
  for (const line of frame.split('\n')) expect(columns(line), line).toBeLessThanOrEqual(width);
  expect(englishLeft(frame), frame).toEqual([]);
};

/** The panel as the app places it at 80 × 24: beside the board, two rows short. */
const openPanel = (id: string, options: PuzzleOptions = {}) => {
  const opened = openPuzzle(id, options);
  const { puzzle } = opened;
  const width = 80 - boardSize(puzzle).width - 3;
  const panel = mount(
    <SolvePanel
      opened={opened}
      board={puzzle.start}
      onAdopt={() => {}}
      onClose={() => {}}
      width={width}
      height={22}
    />,
  );
  return { puzzle, width, ...panel };
};

/** Where `text` ends on `line`, in columns. */
const endColumn = (line: string, text: string): number =>
  columns(line.slice(0, line.indexOf(text) + text.length));

describe('the solve panel in Japanese', () => {
  it('solves Knights, names IDA* in full, and steps through the answer', async () => {
    const panel = openPanel('knights');
    const solved = await panel.waitFor('最短 16手');
    expect(solved).toContain('解く: IDA*（下限値枝刈り法）');
    expect(solved).toMatch(/0\/16 手目 +開始局面/);
    expectJapanese(solved, panel.width);
    await panel.press(KEYS.end);
    expectJapanese(await panel.waitFor('16/16 手目'), panel.width);
  });

  it('lines up the comparison table under its Japanese headings', async () => {
    const panel = openPanel('flip-line');
    await panel.waitFor(/最短 \d+手/);
    await panel.press('c');
    await panel.waitFor('この局面から探索法を比べる');
    const table = await panel.waitFor(/bidir\s+\d+\s+\d+/);
    expectJapanese(table, panel.width);
    const lines = table.split('\n');
    const heading = lines.find((line) => line.startsWith('探索法')) ?? '';
    const row = lines.find((line) => line.startsWith('bidir')) ?? '';
    // Figures are set right: each ends where its heading ends.
    const cells = [...row.matchAll(/\S+/g)].map(
      (cell) => columns(row.slice(0, cell.index)) + columns(cell[0]),
    );
    // A panel this narrow gives up the iterations column, never memory.
    expect(heading).not.toContain('反復');
    expect([cells[1], cells[2], cells.at(-1)]).toEqual(
      ['手数', 'ノード', 'メモリ'].map((name) => endColumn(heading, name)),
    );
    await panel.press(KEYS.escape);
  });

  it('fills the bound table, its headings in Japanese', async () => {
    const panel = openPanel('frog-mini-1');
    await panel.waitFor('最短 8手');
    await panel.press('b');
    await panel.waitFor('下限値の比較');
    const table = await panel.waitFor(/\s8\s+[\d,]+\s+[\d.]+ (ms|秒)\s+[\d.]+ k?B/);
    expectJapanese(table, panel.width);
    expect(table).toMatch(/下限値 +開始 +手数 +ノード +時間 +メモリ/);
  });

  it('watches IDA* node by node and pauses, in Japanese', async () => {
    const panel = openPanel('flip-line');
    await panel.waitFor(/最短 \d+手/);
    await panel.press('w');
    await panel.waitFor('1コマ');
    await panel.press(' ');
    const paused = await panel.waitFor('一時停止中');
    expect(paused).toContain('Space 一時停止/再開');
    expect(paused).toMatch(/g \d+ \+ h \d+ = f \d+ ≤ 上限 \d+/);
    expectJapanese(paused, panel.width);
    await panel.press(KEYS.escape);
  });

  it('watches breadth-first and bidirectional search by layers', async () => {
    const panel = openPanel('knights');
    await panel.waitFor('最短 16手');
    await panel.press('4');
    await panel.waitFor('解く: 双方向探索');
    await panel.waitFor('最短 16手');
    await panel.press('w');
    const both = await panel.waitFor(/目標側 第 \d+ 層: 展開待ち/);
    expectJapanese(both, panel.width);
    await panel.press(KEYS.escape);
  });

  it('counts every answer (a) and says how many begin with the move shown', async () => {
    const panel = openPanel('peg-star');
    await panel.waitFor(/最短 \d+手/);
    await panel.press('a');
    const all = await panel.waitFor('最短解 56 通り');
    expect(all).toMatch(/通りが \S+ で始まる/);
    expectJapanese(all, panel.width);
  });

  it('says in Japanese that an algorithm does not apply', async () => {
    const panel = openPanel('peg-star-2', { hole: 0 });
    await panel.waitFor('解なし');
    await panel.press('4');
    const refused = await panel.waitFor('双方向探索は使えません');
    // The reason there is no answer is the search's own words; the rest is ours.
    const ours = refused.split('\n').filter((line) => /使えません|解く/.test(line));
    expectJapanese(ours.join('\n'), panel.width);
    for (const line of refused.split('\n')) expect(columns(line)).toBeLessThanOrEqual(panel.width);
  });
});

describe('the analysis screen in Japanese', () => {
  it('shows Flip It Star whole at 80 × 24', async () => {
    const screen = mount(
      <AnalysisScreen opened={openPuzzle('flip-star')} onLoad={() => {}} onClose={() => {}} />,
    );
    const shown = await screen.waitFor('24,576 局面');
    expect(shown).toContain('開始局面は目標から 18手');
    expect(shown).toContain('目標から 21手のところに 24 局面');
    expect(shown.split('\n').length).toBeLessThanOrEqual(23);
    expectJapanese(shown, 80);
  });

  it('says what the whole map costs, how it goes and what it holds', () => {
    const cost = { seconds: 300, megabytes: 260 };
    const texts = [
      absentText({ kind: 'absent', positions: 10_461_394_944, cost }, false),
      absentText({ kind: 'absent', positions: 720, cost, damaged: 'short' }, false),
      absentText({ kind: 'absent', positions: 720, cost }, true),
      progressText(undefined, 720, 1500),
      progressText({ layer: 12, positions: 400, ms: 1500, share: 0.5, leftMs: 4000 }, 720, 1500),
      progressText(
        { layer: 3, positions: 40, ms: 90_000, share: undefined, leftMs: undefined },
        undefined,
        90_000,
      ),
    ];
    for (const text of texts) expect(englishLeft(text), text).toEqual([]);
    expect(texts[4]).toContain('50% 完了 · 残り約 4 秒');
    expect(texts[5]).toContain('1 分 30 秒');
  });

  it('says what a kept map holds', () => {
    const text = mapText({
      kind: 'mapped',
      positions: 720,
      histogram: [1, 2, 3],
      samples: [],
      farthestComplete: true,
      mapMs: 2500,
      cached: true,
    });
    expect(englishLeft(text), text).toEqual([]);
    expect(text).toContain('全体の地図: 720 局面 · 目標から最も遠くて 2手');
  });
});
