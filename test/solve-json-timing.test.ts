import { describe, expect, it } from 'vitest';
import { tobikoeHere } from './cli-here.js';

/*
 * `solve --json` keeps `ms` (elapsed) and adds `ownMs` (the search alone),
 * per iteration and in all, and says how its times were taken (`timing`).
 * The values are not compared with any clock: only what they must be
 * against each other.
 */

type Timed = {
  ms: number;
  ownMs: number;
  cpuMs?: number;
  iterations: { ms: number; ownMs: number; nodes: number; outOfStep?: true }[];
  timing: { clock: string; warmed: boolean; apart: string[]; cpu: string };
};

const solvedJson = async (...args: string[]): Promise<Timed> => {
  const { code, stdout, stderr } = await tobikoeHere('solve', ...args, '--json');
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout) as Timed;
};

describe('solve --json: how times were taken', () => {
  it('the one-node search of a solved 2×3 tray: its own time within its elapsed time, warmed', async () => {
    const json = await solvedJson('slide', '--rows', '2', '--cols', '3', '--start', '12345.');
    expect(json.iterations).toHaveLength(1);
    expect(json.ownMs).toBeLessThanOrEqual(json.ms);
    expect(json.iterations[0].ownMs).toBeLessThanOrEqual(json.iterations[0].ms);
    expect(json.timing.warmed).toBe(true);
    expect(json.timing.apart).toEqual(['tables', 'reporting']);
    expect(['wall-less-waits', 'wall']).toContain(json.timing.clock);
    expect(['thread', 'schedstat', 'none']).toContain(json.timing.cpu);
    expect(json.cpuMs === undefined).toBe(json.timing.cpu === 'none');
  });

  it('each iteration says when its time is out of step with its nodes', async () => {
    const json = await solvedJson('eight', '--algo', 'iddfs');
    const marked = json.iterations.map((row) =>
      json.iterations.some(
        (other) =>
          other.nodes >= 3 * row.nodes && Math.round(other.ownMs * 10) < Math.round(row.ownMs * 10),
      ),
    );
    expect(json.iterations.map((row) => row.outOfStep === true)).toEqual(marked);
  });
});
