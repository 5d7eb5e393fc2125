import { describe, expect, it } from 'vitest';
import {
  actionOf,
  analysisBindings,
  type Binding,
  type Features,
  hintPlaces,
  keyBarLine,
  keyTable,
  menuBindings,
  playBindings,
  resumeBindings,
} from '../source/game/game.js';

/** A key bar's lines as text, as the screens draw them. */
const hintLines = <A extends string>(
  bindings: readonly Binding<A>[],
  features: Features = {},
  ascii = false,
  width = Number.POSITIVE_INFINITY,
  rows = 1,
  words: Readonly<Record<string, string>> = {},
): string[] =>
  hintPlaces(bindings, features, ascii, width, rows, words).map((line) => keyBarLine(line, ascii));

const hintLine = <A extends string>(
  bindings: readonly Binding<A>[],
  features: Features = {},
  ascii = false,
): string => hintLines(bindings, features, ascii).join('');

const none = {};

describe('the key table', () => {
  it('maps the play keys of DESIGN §3 to actions', () => {
    const cases: [string, Record<string, boolean>, string | undefined][] = [
      ['', { upArrow: true }, 'up'],
      // h j k l move the cursor even where the arrows slide tiles.
      ['k', none, 'cursor-up'],
      ['j', none, 'cursor-down'],
      ['h', none, 'cursor-left'],
      ['l', none, 'cursor-right'],
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
    const words = { arrows: 'move', select: 'pick' };
    expect(hintLines(playBindings, {}, false, Number.POSITIVE_INFINITY, 1, words).join('')).toBe(
      'arrows move · Enter pick · u undo · r redo · R restart · # numbers · c code · e edit · ? help · q menu',
    );
    expect(hintLine(menuBindings, {}, true)).toMatch(/^[\x20-\x7e]+$/);
  });

  it('maps the keys of the resume and analysis screens, which the help screen lists too', () => {
    const resume: [string, Record<string, boolean>, string | undefined][] = [
      ['', { tab: true }, 'switch'],
      ['j', none, 'switch'],
      [' ', none, 'go'],
      ['r', none, 'resume'],
      ['n', none, 'new'],
      ['', { escape: true }, 'back'],
      ['q', none, 'back'],
      ['x', none, undefined],
    ];
    for (const [input, key, action] of resume) {
      expect(actionOf(resumeBindings, input, key), JSON.stringify(input)).toBe(action);
    }
    expect(hintLine(resumeBindings)).toBe('↑↓ choose · Enter go · r resume · n new · q back');
    expect(actionOf(analysisBindings, 'k', none)).toBe('farther');
    expect(actionOf(analysisBindings, '', { end: true })).toBe('last');
    expect(actionOf(analysisBindings, 'm', { ctrl: true })).toBeUndefined();
    const sections = (features = {}) => keyTable(features).map(({ where }) => where);
    expect(sections()).toContain('resume');
    expect(sections()).not.toContain('analysis');
    expect(sections({ analysis: true })).toContain('analysis');
  });

  it('words the analysis key bar from what the screen shows, leaving out what does not apply', () => {
    const bar = (words: Record<string, string>, ascii = false) =>
      hintLines(analysisBindings, {}, ascii, 80, 3, words).join('\n');
    expect(bar({ escape: 'back' })).toBe('Esc back');
    expect(
      bar({ choose: 'choose', depth: 'depth', enter: 'play it', map: 'whole map', escape: 'back' }),
    ).toBe('← → choose · ↑↓ depth · Enter play it · m whole map · Esc back');
    expect(bar({ enter: 'map it', map: 'the walk', escape: 'cancel' }, true)).toBe(
      'Enter map it | m the walk | Esc cancel',
    );
  });
});
