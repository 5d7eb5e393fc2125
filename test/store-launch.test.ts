import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { newGame, playMove } from '../source/game/history.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { gamePath, saveGame, storageKey } from '../source/store/games.js';
import { recordsPath, saveRecords } from '../source/store/records.js';
import { cli, launch } from './pty.js';
import { legalMoves, makePuzzle } from './support.js';

/**
 * The real app against a home whose files fight back: it used to exit 70 on
 * every launch when records.json could not be read. Now it says so once and
 * plays on.
 */

const freshHome = (): string => mkdtempSync(join(tmpdir(), 'tobikoe-launch-'));
const knights = makePuzzle('knights');
const KNIGHTS = storageKey(findEntry('knights')!, {}, knights);
/** Nobody, for the permission case when the tests run as root (root reads mode 000 files). */
const NOBODY = { uid: 65534, gid: 65534 };

describe.concurrent('launching with damaged files', () => {
  it('records.json is a folder, and a killed writer left a temporary: the menu says so and works', async ({
    expect,
  }) => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const home = freshHome();
    mkdirSync(recordsPath(home));
    // A process id no process has: the largest Linux allows, plus one.
    const stale = `${recordsPath(home)}.tmp-4194305-0123456789abcdef`;
    writeFileSync(stale, '{"format":1,');
    const app = launch([], { env: { TOBIKOE_HOME: home } });
    try {
      await app.waitFor('your records were set aside: it is a folder, not a file');
      expect(existsSync(stale)).toBe(false);
      await app.type('j');
      await app.waitFor('tobikoe play flip-star');
      await app.type('q');
      expect(await app.exited).toBe(0);
      expect(readdirSync(home).filter((name) => name.includes('.damaged-'))).toHaveLength(1);
    } finally {
      app.child.kill();
    }
  });

  it('records and a save it may not read (mode 000): reported, set aside, and play goes on', async ({
    expect,
  }) => {
    const home = freshHome();
    saveRecords(home, { knights: { best: 16, bestUnaided: 16 } });
    saveGame(home, KNIGHTS, playMove(newGame(knights), legalMoves(knights, knights.start)[0]));
    chmodSync(recordsPath(home), 0);
    chmodSync(gamePath(home, KNIGHTS), 0);
    const root = process.getuid?.() === 0;
    if (root) {
      for (const path of [home, join(home, 'games'), recordsPath(home), gamePath(home, KNIGHTS)]) {
        chownSync(path, NOBODY.uid, NOBODY.gid);
      }
    }
    const app = launch(['play', 'knights'], {
      env: { TOBIKOE_HOME: home },
      ...(root ? { user: NOBODY } : {}),
    });
    try {
      await app.waitFor('moves 0');
      // The records' notice comes first now (the game a command opens says it too): the line wraps.
      expect((await app.screen()).replace(/\s+/g, ' ')).toContain(
        'your saved game was set aside: it cannot be read (permission denied)',
      );
      await app.type('q');
      await app.waitFor('your records were set aside: it cannot be read (permission denied)');
      await app.type('q');
      expect(await app.exited).toBe(0);
      const names = readdirSync(home).concat(readdirSync(join(home, 'games')));
      expect(names.filter((name) => name.includes('.damaged-'))).toHaveLength(2);
    } finally {
      app.child.kill();
    }
  });
});
