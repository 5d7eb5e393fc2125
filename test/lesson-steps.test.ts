/**
 * A lesson's steps as pure steps: each view opens from whatever the panel
 * showed before (a watch, the bounds, a comparison), with the algorithms and
 * the pace the step names; the step keys stay within the script.
 */
import { describe, expect, it } from 'vitest';
import { type LessonScript, stepBy } from '../source/game/lesson-script.js';
import { openPanelIn, type PanelStart } from '../source/game/panel-start.js';
import { newPanel, type Panel, type PanelFacts } from '../source/game/panel-state.js';
import { WATCH_SPEEDS } from '../source/game/watch-speeds.js';
import { LESSONS } from '../source/ui/menu/lessons.js';

const facts: PanelFacts = {
  available: ['iddfs', 'ida', 'bfs', 'bidir', 'astar', 'greedy'],
  preferred: 'ida',
  answers: [],
  comparing: false,
  comparingBounds: false,
};

const VIEWS: readonly PanelStart[] = [
  { view: 'solve', algorithm: 'astar' },
  { view: 'compare', algorithms: ['greedy', 'astar'] },
  { view: 'bounds' },
  { view: 'watch', algorithm: 'bidir', speed: '0.5/s' },
];

describe('a lesson step opens its view from any other', () => {
  const before: Panel[] = VIEWS.map((view) => openPanelIn(newPanel(), view, facts).panel);
  for (const [index, from] of before.entries()) {
    it(`from ${VIEWS[index].view}`, () => {
      expect(openPanelIn(from, VIEWS[0], facts)).toMatchObject({
        panel: { view: 'solve' },
        effect: { kind: 'solve', algorithm: 'astar' },
      });
      expect(openPanelIn(from, VIEWS[1], facts)).toMatchObject({
        panel: { view: 'compare' },
        effect: { kind: 'compare', algorithms: ['greedy', 'astar'] },
      });
      expect(openPanelIn(from, VIEWS[2], facts)).toMatchObject({
        panel: { view: 'bounds' },
        effect: { kind: 'bounds' },
      });
      const watched = openPanelIn(from, VIEWS[3], facts);
      expect(watched).toMatchObject({
        panel: { view: 'watch', playback: { playing: true } },
        effect: { kind: 'watch', algorithm: 'bidir' },
      });
      expect(WATCH_SPEEDS[watched.panel.playback.speed].name).toBe('0.5/s');
    });
  }

  it('an algorithm the puzzle lacks gives way to its own; a comparison keeps only those it has', () => {
    const few: PanelFacts = { ...facts, available: ['iddfs', 'bfs', 'bidir'], preferred: 'bfs' };
    expect(openPanelIn(newPanel(), VIEWS[0], few).effect).toEqual({
      kind: 'solve',
      algorithm: 'bfs',
      all: false,
    });
    const compare = { view: 'compare', algorithms: ['bidir', 'astar'] } as const;
    expect(openPanelIn(newPanel(), compare, few).effect).toEqual({
      kind: 'compare',
      algorithms: ['bidir'],
    });
  });

  it('every lesson step names a pace watch mode has', () => {
    const names = WATCH_SPEEDS.map((speed) => speed.name);
    for (const lesson of LESSONS) {
      for (const step of lesson.steps) {
        if (step.view === 'watch' && step.speed !== undefined) expect(names).toContain(step.speed);
      }
    }
  });
});

describe('the step keys stay within the script', () => {
  const script: LessonScript = { views: VIEWS, caption: (index) => `step ${index}` };
  it('goes on and back, and no further than either end', () => {
    expect(stepBy(script, 0, 1)).toBe(1);
    expect(stepBy(script, 1, -1)).toBe(0);
    expect(stepBy(script, 0, -1)).toBe(0);
    expect(stepBy(script, VIEWS.length - 1, 1)).toBe(VIEWS.length - 1);
  });
});
