import { describe, expect, it } from 'vitest';
import { actionOf, hintLine, keyTable, menuBindings, playBindings } from '../source/game/index.js';

const none = {};

describe('the key table', () => {
  it('maps the play keys of DESIGN §3 to actions', () => {
    const cases: [string, Record<string, boolean>, string | undefined][] = [
      ['', { upArrow: true }, 'up'],
      ['k', none, 'up'],
      ['j', none, 'down'],
      ['h', none, 'left'],
      ['l', none, 'right'],
      ['', { rightArrow: true }, 'right'],
      ['\r', { return: true }, 'select'],
      [' ', none, 'select'],
      ['', { escape: true }, 'drop'],
      ['u', none, 'undo'],
      ['r', none, 'redo'],
      ['R', { shift: true }, 'restart'],
      ['?', none, 'help'],
      ['q', none, 'back'],
      ['c', { ctrl: true }, 'quit'],
      ['x', none, undefined],
      // Keys of screens that are not wired in mean nothing: no dead keys.
      ['s', none, undefined],
      ['t', none, undefined],
      ['a', none, undefined],
    ];
    for (const [input, key, action] of cases) {
      expect(actionOf(playBindings, input, key), `${JSON.stringify(input)}`).toBe(action);
    }
  });

  it('turns on the solve, tip and analysis keys with their screens', () => {
    const features = { solve: true, hint: true, analysis: true };
    expect(actionOf(playBindings, 's', none, features)).toBe('solve');
    expect(actionOf(playBindings, 't', none, features)).toBe('hint');
    expect(actionOf(playBindings, 'a', none, features)).toBe('analysis');
    expect(hintLine(playBindings, features)).toContain('s solve');
    expect(hintLine(playBindings)).not.toContain('solve');
  });

  it('maps the menu keys', () => {
    expect(actionOf(menuBindings, 'q', none)).toBe('quit');
    expect(actionOf(menuBindings, 'c', { ctrl: true })).toBe('quit');
    expect(actionOf(menuBindings, '', { rightArrow: true })).toBe('option-up');
    expect(actionOf(menuBindings, '?', none)).toBe('help');
  });

  it('gives the help screen every binding, and plain ASCII hints with --ascii', () => {
    const [play, menu] = keyTable();
    expect(play.bindings.map((binding) => binding.keys)).toContain('u');
    expect(menu.bindings.length).toBeGreaterThan(3);
    expect(hintLine(playBindings)).toBe(
      'arrows move · Enter pick · u undo · r redo · R restart · # numbers · c code · e edit · ? help · q menu',
    );
    expect(hintLine(menuBindings, {}, true)).toMatch(/^[\x20-\x7e]+$/);
  });
});
