import { describe, expect, it } from 'vitest';
import { type MenuKeyTargets, menuKey } from '../source/ui/menu/menu-keys.js';

/** Targets that note what each key did. */
const noting = (done: string[], withNew = true): MenuKeyTargets => ({
  features: { solve: true, hint: true, analysis: true, coach: true },
  move: (step) => done.push(`move ${step}`),
  open: () => done.push('open'),
  ...(withNew ? { openNew: () => done.push('new') } : {}),
  quit: () => done.push('quit'),
  help: () => done.push('help'),
  lessons: () => done.push('lessons'),
  records: () => done.push('records'),
  language: () => done.push('language'),
  stepOption: (step) => done.push(`option ${step}`),
  nextOption: () => done.push('next option'),
});

describe("the menu's keys", () => {
  it('move the highlight, open, step an option, and quit only on q (Ctrl-C is the router’s)', () => {
    const done: string[] = [];
    const targets = noting(done);
    menuKey(targets, '', { downArrow: true });
    menuKey(targets, '', { upArrow: true });
    menuKey(targets, '', { return: true });
    menuKey(targets, '', { rightArrow: true });
    menuKey(targets, '', { leftArrow: true });
    menuKey(targets, '', { tab: true });
    menuKey(targets, 'q', {});
    menuKey(targets, 'c', { ctrl: true });
    expect(done).toEqual([
      'move 1',
      'move -1',
      'open',
      'option 1',
      'option -1',
      'next option',
      'quit',
    ]);
  });

  it('does nothing for n where the menu has no new-position dialog', () => {
    const done: string[] = [];
    menuKey(noting(done, false), 'n', {});
    expect(done).toEqual([]);
    menuKey(noting(done), 'n', {});
    expect(done).toEqual(['new']);
  });
});
