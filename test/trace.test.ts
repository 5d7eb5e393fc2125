import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TraceLine } from '../source/commands/trace.js';
import { tobikoeHere } from './cli-here.js';

const folder = mkdtempSync(join(tmpdir(), 'tobikoe-trace-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Answer = {
  length: number;
  nodes: number;
  iterations: { depth: number; nodes: number; cutoffs?: number }[];
};

const traced = async (...args: string[]): Promise<{ answer: Answer; lines: TraceLine[] }> => {
  const file = join(folder, `${args.join('-')}.jsonl`);
  const { code, stdout, stderr } = await tobikoeHere(...args, '--trace', file, '--json');
  expect(code, stderr).toBe(0);
  const text = readFileSync(file, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  const lines = text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as TraceLine);
  return { answer: JSON.parse(stdout) as Answer, lines };
};

describe('solve --trace', () => {
  it('writes one line per IDA* iteration that sums to the nodes reported', async () => {
    const { answer, lines } = await traced('solve', 'knights');
    expect(lines).toHaveLength(answer.iterations.length);
    expect(lines.reduce((sum, line) => sum + line.nodes, 0)).toBe(answer.nodes);
    lines.forEach((line, index) => {
      expect(line.iteration).toBe(index + 1);
      expect(line.bound).toBe(answer.iterations[index].depth);
      expect(line.cutoffs).toBe(answer.iterations[index].cutoffs);
      // Nodes per depth add up to the iteration's nodes, one count per depth up to the bound.
      expect(line.perDepth?.reduce((sum, nodes) => sum + nodes, 0)).toBe(line.nodes);
      expect(line.perDepth).toHaveLength((line.bound ?? 0) + 1);
    });
    // Each iteration's smallest f above the limit is where the next one starts
    // (knights answers all have even length, so odd f values move up one).
    for (let index = 1; index < lines.length; index++) {
      const above = lines[index - 1].smallestFAbove ?? Number.NaN;
      expect(lines[index].bound).toBe(above + (above % 2));
    }
    expect(lines[lines.length - 1].bound).toBe(answer.length);
  });

  it('writes depth lines for plain deepening and layers for breadth-first search', async () => {
    const deep = await traced('solve', 'flip-line', '--algo', 'iddfs');
    expect(deep.lines.map((line) => line.depth)).toEqual(
      deep.answer.iterations.map((i) => i.depth),
    );
    expect(deep.lines.reduce((sum, line) => sum + line.nodes, 0)).toBe(deep.answer.nodes);
    const wide = await traced('solve', 'flip-line', '--algo', 'bfs');
    expect(wide.lines.every((line) => line.algorithm === 'bfs' && line.depth !== undefined)).toBe(
      true,
    );
    expect(wide.lines.reduce((sum, line) => sum + line.nodes, 0)).toBe(wide.answer.nodes);
  });

  it('refuses a file it cannot write before searching', async () => {
    const outcome = await tobikoeHere('solve', 'knights', '--trace', join(folder, 'no', 'x'));
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toMatch(/--trace: cannot write that file: its folder does not exist/);
    expect(outcome.stdout).toBe('');
  });
});
