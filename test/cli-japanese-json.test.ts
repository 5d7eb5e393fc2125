import { describe, expect, it } from 'vitest';
import { tobikoeIn } from './cli-in-language.js';

/**
 * Times differ from run to run in any language: every `ms` (and `ownMs`,
 * `cpuMs`, `setupMs`) read as 0, and the marks of times out of step left out.
 */
const untimed = (json: string): string =>
  json
    .replace(/"(ms|ownMs|cpuMs|setupMs)":[0-9.e+-]+/g, '"$1":0')
    .replaceAll(',"outOfStep":true', '');

const COMMANDS: readonly (readonly string[])[] = [
  ['solve', 'knights', '--json'],
  ['solve', 'frog-line', '--algo', 'bfs', '--json'],
  ['analyze', 'frog-line', '--json'],
  ['new', 'knights', '--seed', '7', '--length', '9', '--json'],
  ['daily', 'knights', '--json'],
  ['review', 'knights', '--moves', '0-5 2-3', '--json'],
  // Three bounds finish within 100 nodes, misplaced and none stop: rows of both kinds.
  ['bounds', 'frog-line', '--limit-nodes', '100', '--json'],
  ['list', '--json'],
];

describe('--json is the same in Japanese and English', () => {
  for (const args of COMMANDS) {
    it(`tobikoe ${args.join(' ')}`, async () => {
      const english = await tobikoeIn('C', ...args);
      const japanese = await tobikoeIn('ja_JP.UTF-8', ...args);
      expect(japanese.code).toBe(english.code);
      expect(english.stdout).not.toBe('');
      let expected = english.stdout;
      // The daily position changes at midnight UTC: if the day turned between the runs, run again.
      if (args[0] === 'daily' && untimed(expected) !== untimed(japanese.stdout)) {
        expected = (await tobikoeIn('C', ...args)).stdout;
      }
      expect(untimed(japanese.stdout)).toBe(untimed(expected));
      expect(japanese.stdout).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    });
  }
});
