/**
 * A window too small for a while hides a screen; it never resets it. What the
 * player started (a watch, a search with a chosen algorithm, a stepping
 * position, an analysis choice) is found again when the window grows back.
 */
import { describe, expect, it } from 'vitest';
import { KEYS, type Session, startApp, unmountAfterEach } from './ui-support.js';

const { keep } = unmountAfterEach();

const SMALL = { columns: 40, rows: 12 };
const LARGE = { columns: 80, rows: 24 };

/** Shrinks the window until the screen says so, then grows it back. */
const shrinkAndGrow = async (app: Session): Promise<void> => {
  await app.resize(SMALL);
  await app.waitFor('make the window at least');
  await app.resize(LARGE);
};

const open = async (id: string): Promise<Session> => {
  const app = await startApp({ id });
  keep(app.unmount);
  await app.waitFor('optimal');
  return app;
};

describe('state that outlives its view', () => {
  it('a watch goes on through a window too small to show it', async () => {
    const app = await open('knights');
    await app.press('s');
    await app.waitFor('step 0/');
    await app.press('w');
    const before = await app.waitFor(/node (\d+) ·/);
    const nodeOf = (frame: string): number => Number(/node (\d+) ·/.exec(frame)?.[1] ?? -1);
    await shrinkAndGrow(app);
    // The same watch, drawn again where it had got to: its frame, not a fresh start.
    const after = await app.waitFor(/node (\d+) ·/);
    expect(after).toContain('nodes per depth');
    expect(nodeOf(after)).toBeGreaterThanOrEqual(nodeOf(before));
  });

  it('the algorithm chosen and the stepping position are kept', async () => {
    const app = await open('knights');
    await app.press('s');
    await app.waitFor('step 0/');
    await app.press('3');
    await app.waitFor(/Solve: breadth-first[\s\S]*step 0\//);
    await app.press(KEYS.right, KEYS.right);
    await app.waitFor('step 2/');
    await shrinkAndGrow(app);
    expect(app.frame()).toContain('Solve: breadth-first');
    expect(app.frame()).toContain('step 2/');
  });

  it('the analysis says how big the window must be, and keeps the depth chosen', async () => {
    const app = await open('flip-star');
    await app.press('a');
    await app.waitFor('24,576 positions');
    await app.press(KEYS.down, KEYS.down);
    await app.waitFor('300 positions 19 moves from the goal');
    await app.resize(SMALL);
    const small = await app.waitFor('make the window at least');
    expect(small).toContain('Esc goes back');
    await app.resize(LARGE);
    await app.waitFor('300 positions 19 moves from the goal');
  });
});
