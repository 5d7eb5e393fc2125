import SelectInput from 'ink-select-input';
import { render } from 'ink-testing-library';
import { afterEach, describe, expect, it } from 'vitest';
import { newGame } from '../source/game/history.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { KeyRouter } from '../source/ui/common/key-router.js';
import { openEntry } from '../source/ui/common/opened.js';
import { ResumeScreen } from '../source/ui/menu/resume-screen.js';
import { KEYS, settle } from './ui-support.js';

/** Lets Ink and the router run until `ready` holds, polling (a busy machine draws late); gives up after 10 s. */
const until = async (ready: () => boolean): Promise<void> => {
  for (let poll = 0; poll < 1000 && !ready(); poll++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
});

const items = ['one', 'two', 'three', 'four'].map((label) => ({ label, value: label }));

const highlighted = (frame: string | undefined): string | undefined =>
  frame
    ?.split('\n')
    .find((line) => /^\s*[❯>]/.test(line))
    ?.replace(/^\s*[❯>]\s*/, '')
    .trim();

/*
 * Why the screens keep their keys rather than let ink-select-input read them
 * (docs/code.md, "ink-select-input"): it reads Ink's stdin through useInput,
 * and each key moves the highlight from the row of the last render, so keys
 * that come in one read (an arrow held down, a paste) move it once at most.
 */
describe('ink-select-input reading its own keys', () => {
  it('loses keys that come in one read, as a held arrow gives them', async () => {
    const app = render(<SelectInput items={items} />);
    mounted.push(app.unmount);
    await settle(10);
    app.stdin.write(KEYS.down);
    await settle(10);
    expect(highlighted(app.lastFrame())).toBe('two');
    app.stdin.write(KEYS.down + KEYS.down);
    await settle(10);
    // Two more rows down is 'four'.
    expect(highlighted(app.lastFrame())).not.toBe('four');
  });
});

describe("the resume dialog's choices, drawn by ink-select-input", () => {
  it('draws the chosen row, which the key table moves with no key lost', async () => {
    const entry = findEntry('knights');
    if (!entry) throw new Error('no knights');
    const opened = openEntry(entry);
    const app = render(
      <KeyRouter>
        <ResumeScreen
          opened={opened}
          saved={newGame(opened.puzzle)}
          onResume={() => {}}
          onNew={() => {}}
          onBack={() => {}}
        />
      </KeyRouter>,
    );
    mounted.push(app.unmount);
    // The rows are drawn only by ink-select-input: its itemComponent is the one way to them.
    await until(() => highlighted(app.lastFrame()) !== undefined);
    expect(highlighted(app.lastFrame())).toMatch(/^resume /);
    app.stdin.write(KEYS.down);
    await until(() => /^new /.test(highlighted(app.lastFrame()) ?? ''));
    expect(highlighted(app.lastFrame())).toMatch(/^new /);
    // Two in one read, twice: new → resume → new each time; a key lost leaves it on resume.
    for (let round = 0; round < 2; round++) {
      app.stdin.write(KEYS.down + KEYS.down);
      await settle(30);
      await until(() => /^new /.test(highlighted(app.lastFrame()) ?? ''));
      expect(highlighted(app.lastFrame())).toMatch(/^new /);
    }
  });
});
