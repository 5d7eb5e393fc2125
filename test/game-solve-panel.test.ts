import { describe, expect, it } from 'vitest';
import {
  actionOf,
  keyTable,
  newPanel,
  type Panel,
  type PanelFacts,
  pressPanel,
  type SolveAction,
  SPEEDS,
  solveBindings,
  tickPanel,
} from '../source/game/game.js';
import { WATCH_SPEEDS } from '../source/game/watch-speeds.js';

/** Two made-up answers of three moves; only their lengths and first moves matter here. */
const ANSWERS = [
  [11, 12, 13],
  [21, 22, 23],
];

const solvedBy = (answers: number[][] = ANSWERS): PanelFacts => ({
  available: ['bfs', 'bidir', 'iddfs', 'ida'],
  preferred: 'ida',
  run: { algorithm: 'ida', running: false },
  answers,
  comparing: false,
  comparingBounds: false,
});

/** Presses `actions` in turn; returns the panel and every effect asked for. */
const press = (facts: PanelFacts, ...actions: (SolveAction | undefined)[]) => {
  let panel: Panel = newPanel();
  const effects: unknown[] = [];
  for (const action of actions) {
    const step = pressPanel(panel, action, facts);
    panel = step.panel;
    if (step.effect) effects.push(step.effect);
  }
  return { panel, effects };
};

describe('the solve panel keys', () => {
  it('map through the one key table', () => {
    const cases: [string, Record<string, boolean>, SolveAction | undefined][] = [
      ['1', {}, 'iddfs'],
      ['2', {}, 'ida'],
      ['3', {}, 'bfs'],
      ['4', {}, 'bidir'],
      ['5', {}, 'astar'],
      ['6', {}, 'greedy'],
      ['7', {}, undefined],
      ['c', {}, 'compare'],
      ['a', {}, 'all'],
      ['', { rightArrow: true }, 'next'],
      ['l', {}, 'next'],
      ['', { leftArrow: true }, 'previous'],
      ['h', {}, 'previous'],
      ['', { home: true }, 'first'],
      ['', { end: true }, 'last'],
      [' ', {}, 'play'],
      ['+', {}, 'faster'],
      ['=', {}, 'faster'],
      ['-', {}, 'slower'],
      ['_', {}, 'slower'],
      ['\r', { return: true }, 'adopt'],
      ['', { downArrow: true }, 'next-answer'],
      ['j', {}, 'next-answer'],
      ['k', {}, 'previous-answer'],
      ['', { escape: true, meta: true }, 'back'],
      ['a', { ctrl: true }, undefined],
    ];
    for (const [input, key, action] of cases) {
      expect(actionOf(solveBindings, input, key), JSON.stringify([input, key])).toBe(action);
    }
  });

  it('are on the help screen when the panel is wired in', () => {
    expect(keyTable().map((section) => section.where)).toEqual([
      'play',
      'edit',
      'menu',
      'lessons',
      'records',
      'resume',
      'help',
      'anywhere',
    ]);
    expect(keyTable({ solve: true }).map((section) => section.where)).toEqual([
      'play',
      'solve',
      'edit',
      'menu',
      'lessons',
      'records',
      'resume',
      'help',
      'anywhere',
    ]);
  });
});

describe('stepping through an answer', () => {
  it('steps, clamps at both ends, and adopts up to the step shown', () => {
    const facts = solvedBy();
    expect(press(facts, 'next', 'next').panel.stepping.step).toBe(2);
    expect(press(facts, 'next', 'next', 'next', 'next').panel.stepping.step).toBe(3);
    expect(press(facts, 'previous').panel.stepping.step).toBe(0);
    expect(press(facts, 'last').panel.stepping.step).toBe(3);
    expect(press(facts, 'last', 'first').panel.stepping.step).toBe(0);
    expect(press(facts, 'next', 'next', 'adopt').effects).toEqual([
      { kind: 'adopt', moves: [11, 12] },
    ]);
  });

  it('cycles through the listed answers, each from its start', () => {
    const facts = solvedBy();
    const down = press(facts, 'next', 'next-answer');
    expect(down.panel.stepping).toMatchObject({ answer: 1, step: 0 });
    expect(press(facts, 'next-answer', 'next', 'adopt').effects).toEqual([
      { kind: 'adopt', moves: [21] },
    ]);
    expect(press(facts, 'previous-answer').panel.stepping.answer).toBe(1);
    expect(press(solvedBy([ANSWERS[0]]), 'next-answer').panel.stepping.answer).toBe(0);
  });

  it('plays on its own at the chosen speed, stops at the end, and starts over from there', () => {
    const facts = solvedBy();
    let { panel } = press(facts, 'faster', 'faster', 'play');
    expect(SPEEDS[panel.stepping.speed]).toBe(SPEEDS[3]);
    expect(panel.stepping.playing).toBe(true);
    for (let tick = 0; tick < 3; tick++) panel = tickPanel(panel, facts);
    expect(panel.stepping).toMatchObject({ step: 3, playing: true });
    panel = tickPanel(panel, facts);
    expect(panel.stepping).toMatchObject({ step: 3, playing: false });
    expect(tickPanel(panel, facts)).toBe(panel);
    // Space at the end plays again from the start; a step key pauses.
    panel = pressPanel(panel, 'play', facts).panel;
    expect(panel.stepping).toMatchObject({ step: 0, playing: true });
    panel = pressPanel(panel, 'next', facts).panel;
    expect(panel.stepping).toMatchObject({ step: 1, playing: false });
    const slowest = press(facts, 'slower', 'slower', 'slower').panel;
    expect(slowest.stepping.speed).toBe(0);
  });

  it('does nothing with the stepping keys while a search runs (but says so) or when it found nothing', () => {
    const running: PanelFacts = { ...solvedBy([]), run: { algorithm: 'iddfs', running: true } };
    expect(press(running, 'next', 'last', 'adopt')).toEqual({
      panel: { ...newPanel(), busy: true },
      effects: [],
    });
    // The next key that means nothing clears the word.
    expect(press(running, 'next', undefined).panel.busy).toBe(false);
    const failed: PanelFacts = { ...solvedBy([]), run: { algorithm: 'iddfs', running: false } };
    expect(press(failed, 'next', 'play', 'adopt')).toEqual({ panel: newPanel(), effects: [] });
  });
});

describe('searches the panel asks for', () => {
  it('solves with an algorithm that applies, and says so when one does not', () => {
    const facts: PanelFacts = { ...solvedBy(), available: ['bfs', 'iddfs'] };
    const chosen = press(facts, 'faster', 'next', 'bfs');
    expect(chosen.effects).toEqual([{ kind: 'solve', algorithm: 'bfs', all: false }]);
    // A new search shows its answer from the start, at the speed chosen before.
    expect(chosen.panel.stepping).toMatchObject({ step: 0, speed: newPanel().stepping.speed + 1 });
    const refused = press(facts, 'bidir');
    expect(refused.effects).toEqual([]);
    expect(refused.panel.refused).toBe('bidir');
    // Any key clears the refusal, even one that means nothing.
    expect(press(facts, 'bidir', undefined).panel.refused).toBeNull();
  });

  it('counts every answer with the algorithm in use, but never bidirectionally', () => {
    expect(press(solvedBy(), 'all').effects).toEqual([
      { kind: 'solve', algorithm: 'ida', all: true },
    ]);
    expect(press(solvedBy(), 'all').panel.counting).toBeNull();
    const bidir: PanelFacts = { ...solvedBy(), run: { algorithm: 'bidir', running: false } };
    const switched = press(bidir, 'all');
    expect(switched.effects).toEqual([{ kind: 'solve', algorithm: 'ida', all: true }]);
    // The switch is said, and forgotten at the next search.
    expect(switched.panel.counting).toEqual({ chosen: 'bidir', instead: 'ida' });
    expect(pressPanel(switched.panel, 'bfs', bidir).panel.counting).toBeNull();
    const iddfs: PanelFacts = { ...solvedBy(), run: { algorithm: 'iddfs', running: true } };
    expect(press(iddfs, 'all').effects).toEqual([{ kind: 'solve', algorithm: 'iddfs', all: true }]);
  });

  it('Esc cancels a running search, else closes', () => {
    const running: PanelFacts = { ...solvedBy([]), run: { algorithm: 'iddfs', running: true } };
    expect(press(running, 'back').effects).toEqual([{ kind: 'cancel' }]);
    expect(press(solvedBy(), 'back').effects).toEqual([{ kind: 'close' }]);
    expect(press({ ...solvedBy([]), run: undefined }, 'back').effects).toEqual([{ kind: 'close' }]);
  });

  it('compares the algorithms that apply in key order; Esc stops, then goes back, then closes', () => {
    const facts: PanelFacts = { ...solvedBy(), available: ['bfs', 'iddfs', 'ida'] };
    const compared = press(facts, 'compare');
    expect(compared.panel.view).toBe('compare');
    expect(compared.effects).toEqual([{ kind: 'compare', algorithms: ['iddfs', 'ida', 'bfs'] }]);
    // Stepping keys mean nothing over the table.
    expect(pressPanel(compared.panel, 'next', facts).panel).toBe(compared.panel);
    const stop = pressPanel(compared.panel, 'back', { ...facts, comparing: true });
    expect(stop).toEqual({ panel: compared.panel, effect: { kind: 'stop-compare' } });
    const leave = pressPanel(compared.panel, 'back', facts);
    expect(leave.panel.view).toBe('solve');
    expect(leave.effect).toEqual({ kind: 'clear-compare' });
    const close = pressPanel(compared.panel, 'back', { ...facts, run: undefined });
    expect(close.effect).toEqual({ kind: 'close' });
    // An algorithm key leaves the table for that search.
    const solve = pressPanel(compared.panel, 'bfs', facts);
    expect(solve.panel.view).toBe('solve');
    expect(solve.effect).toEqual({ kind: 'solve', algorithm: 'bfs', all: false });
  });
});

describe('watch mode and the bound comparison', () => {
  it('w watches the algorithm of the latest search; Space pauses, . steps only while paused', () => {
    const facts = solvedBy();
    const started = press(facts, 'watch');
    expect(started.panel.view).toBe('watch');
    expect(started.effects).toEqual([{ kind: 'watch', algorithm: 'ida' }]);
    expect(started.panel.playback.playing).toBe(true);
    // Running, `.` does nothing; paused, it asks for one node.
    expect(press(facts, 'watch', 'step-node').effects).toHaveLength(1);
    const paused = press(facts, 'watch', 'play', 'step-node', 'step-node');
    expect(paused.panel.playback.playing).toBe(false);
    expect(paused.effects.slice(1)).toEqual([{ kind: 'watch-step' }, { kind: 'watch-step' }]);
    // Esc stops watching and goes back to the answer.
    const stopped = press(facts, 'watch', 'back');
    expect(stopped.panel.view).toBe('solve');
    expect(stopped.effects.at(-1)).toEqual({ kind: 'stop-watch' });
  });

  it('+ and - set the pace from one node every 2 s to 10,000 nodes a frame, and 1..4 watch another algorithm', () => {
    const facts = solvedBy();
    const starting = press(facts, 'watch');
    expect(WATCH_SPEEDS[starting.panel.playback.speed]).toMatchObject({ nodes: 1, frameMs: 50 });
    const fastest = press(facts, 'watch', ...Array<SolveAction>(30).fill('faster'));
    expect(WATCH_SPEEDS[fastest.panel.playback.speed]).toMatchObject({ nodes: 10_000 });
    const slowest = press(facts, 'watch', 'faster', ...Array<SolveAction>(10).fill('slower'));
    // A class can follow it: half a node a second.
    const { nodes, frameMs } = WATCH_SPEEDS[slowest.panel.playback.speed];
    expect(nodes / (frameMs / 1000)).toBe(0.5);
    expect(press(facts, 'watch', 'bfs').effects.at(-1)).toEqual({
      kind: 'watch',
      algorithm: 'bfs',
    });
    // The answer's autoplay speed is its own.
    expect(press(facts, 'watch', 'faster').panel.stepping.speed).toBe(newPanel().stepping.speed);
  });

  it('b compares the bounds; Esc stops a running comparison, then leaves it', () => {
    const facts = solvedBy();
    expect(press(facts, 'bounds').effects).toEqual([{ kind: 'bounds' }]);
    const running = { ...facts, comparingBounds: true };
    const stopping = press(running, 'bounds', 'back');
    expect(stopping.panel.view).toBe('bounds');
    expect(stopping.effects.at(-1)).toEqual({ kind: 'stop-bounds' });
    const left = press(facts, 'bounds', 'back');
    expect(left.panel.view).toBe('solve');
    expect(left.effects.at(-1)).toEqual({ kind: 'clear-bounds' });
    // A puzzle without a lower bound has nothing to compare.
    const plain = { ...facts, available: ['bfs', 'iddfs'] as const, preferred: 'iddfs' as const };
    expect(press({ ...plain, available: [...plain.available] }, 'bounds').panel.refused).toBe(
      'ida',
    );
  });
});
