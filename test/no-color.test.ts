import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorFromEnv } from '../source/ui/common/display.js';
import { setLanguage } from '../source/words/language.js';
import { tobikoeHere } from './cli-here.js';

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage('en');
});

describe('--no-color, NO_COLOR and FORCE_COLOR', () => {
  it('decide colour: the flag first, then FORCE_COLOR, then NO_COLOR', () => {
    expect(colorFromEnv({}, true)).toBe(false);
    expect(colorFromEnv({ FORCE_COLOR: '1' }, true)).toBe(false);
    expect(colorFromEnv({ FORCE_COLOR: '1', NO_COLOR: '1' })).toBe(true);
    expect(colorFromEnv({ FORCE_COLOR: '0' })).toBe(false);
    expect(colorFromEnv({ FORCE_COLOR: '', NO_COLOR: '1' })).toBe(false);
    expect(colorFromEnv({ NO_COLOR: '1' })).toBe(false);
    expect(colorFromEnv({})).toBe(true);
  });

  it('--no-color is taken by every command', async () => {
    expect((await tobikoeHere('list', '--no-color')).code).toBe(0);
    expect((await tobikoeHere('solve', 'flip-line', '--no-color', '--json')).code).toBe(0);
  });

  it.each(['en', 'ja'])('the help names them (%s)', async (language) => {
    const overview = (await tobikoeHere('--help', '--lang', language)).stdout;
    for (const name of ['--no-color', 'NO_COLOR', 'FORCE_COLOR']) expect(overview).toContain(name);
    const page = (await tobikoeHere('help', 'play', '--lang', language)).stdout;
    for (const name of ['--no-color', 'NO_COLOR', 'FORCE_COLOR']) expect(page).toContain(name);
  });
});
