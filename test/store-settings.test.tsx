import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordStore } from '../source/ui/common/record-store.js';
import { gameStoreIn } from '../source/ui/common/saved-games.js';
import {
  type Settings,
  type SettingsStore,
  settingsStoreIn,
} from '../source/ui/common/settings-store.js';
import { KEYS, type Session, startApp } from './ui-support.js';

const folders: string[] = [];
let session: Session | undefined;
afterEach(() => {
  session?.unmount();
  session = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const folder = (): string => {
  const made = mkdtempSync(join(tmpdir(), 'tobikoe-settings-'));
  folders.push(made);
  return made;
};

describe('the settings (the coach on or off)', () => {
  it('are kept across runs; a damaged file is set aside, a newer one left alone', async () => {
    const here = folder();
    const first = await settingsStoreIn(here);
    expect(first.load()).toEqual({ settings: { coach: false, mouse: true } });
    first.save({ coach: true, mouse: false });
    expect((await settingsStoreIn(here)).load()).toEqual({
      settings: { coach: true, mouse: false },
    });
    first.save({ coach: false, mouse: true, wide: true, language: 'ja' });
    expect((await settingsStoreIn(here)).load()).toEqual({
      settings: { coach: false, mouse: true, wide: true, language: 'ja' },
    });
    // A language tobikoe does not speak is a damaged file.
    writeFileSync(
      join(here, 'settings.json'),
      '{"format":1,"settings":{"coach":true,"language":"fr"}}',
    );
    expect((await settingsStoreIn(here)).load().notice).toMatch(/set aside/);
    // A file from before the mouse setting: the mouse is on.
    writeFileSync(join(here, 'settings.json'), '{"format":1,"settings":{"coach":true}}');
    expect((await settingsStoreIn(here)).load()).toEqual({
      settings: { coach: true, mouse: true },
    });

    writeFileSync(join(here, 'settings.json'), '{"format":1,"settings":{"coach":"yes"}}');
    // Reported as a damaged records file is, not set aside silently.
    expect((await settingsStoreIn(here)).load()).toEqual({
      settings: { coach: false, mouse: true },
      notice: 'your settings were set aside: it holds no settings',
    });
    expect(readdirSync(here).some((name) => name.startsWith('settings.json.damaged-'))).toBe(true);

    writeFileSync(join(here, 'settings.json'), '{"format":99,"settings":{"coach":true}}');
    const newer = await settingsStoreIn(here);
    expect(newer.load()).toEqual({
      settings: { coach: false, mouse: true },
      notice: 'your settings are from a newer tobikoe: left alone',
    });
    expect(() => newer.save({ coach: true, mouse: true })).toThrow(/left alone/);
  });

  it('a damaged settings file is said on the menu, as damaged records are', async () => {
    const here = folder();
    writeFileSync(join(here, 'settings.json'), '{"format":1,"settings":');
    session = await startApp({ settingsStore: await settingsStoreIn(here) });
    await session.waitFor(/your settings were set aside: /);
  });

  it('a damaged settings file is said by tobikoe play <id> too, beside a resumed game', async () => {
    const here = folder();
    writeFileSync(join(here, 'settings.json'), '{"format":1,"settings":');
    session = await startApp({ id: 'knights', settingsStore: await settingsStoreIn(here) });
    await session.waitFor(/your settings were set aside: /);
    session.unmount();
    // Records too; and a resumed game still says it was resumed.
    const damaged: RecordStore = {
      load: () => ({ records: {}, notice: 'your records were damaged and have been set aside' }),
      record: (known) => ({ records: known }),
    };
    const games = await gameStoreIn(here);
    session = await startApp({ id: 'knights', gameStore: games });
    await session.press(KEYS.enter, KEYS.right, KEYS.right, KEYS.down, KEYS.enter);
    session.unmount();
    session = await startApp({ id: 'knights', recordStore: damaged, gameStore: games });
    const frame = await session.waitFor(/your records were damaged/);
    expect(frame).toContain('resumed');
  });

  it('the game starts with the coach as kept, and d keeps the change', async () => {
    const saved: Settings[] = [];
    const settingsStore: SettingsStore = {
      load: () => ({ settings: { coach: true, coachCarries: true, mouse: false } }),
      save: (settings) => {
        saved.push(settings);
      },
    };
    session = await startApp({
      id: 'knights',
      features: { coach: true },
      settingsStore,
    });
    await session.waitFor('16 to go');
    await session.press('d');
    await session.waitFor(/moves 0 · optimal 16\s*$/m);
    // The mouse setting stays as it was.
    expect(saved).toEqual([{ coach: false, coachCarries: true, mouse: false }]);
  });
});
