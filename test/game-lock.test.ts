import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newGame, playMove } from '../source/game/history.js';
import { findEntry } from '../source/puzzles/catalogue.js';
import { claimGame, lockPathOf, thisSystem } from '../source/store/game-lock.js';
import { gamePath, saveGame } from '../source/store/games.js';
import { opening } from '../source/ui/app-screens.js';
import { openEntry } from '../source/ui/common/opened.js';
import { gameStoreIn, openedKey } from '../source/ui/common/saved-games.js';
import { legalMoves } from './support.js';

const savePath = (): string => {
  const games = join(mkdtempSync(join(tmpdir(), 'tobikoe-lock-')), 'games');
  mkdirSync(games);
  return join(games, 'knights-0123.json');
};

/** A pid no process has: a child that has run and ended. */
const deadPid = (): number => {
  const child = spawnSync(process.execPath, ['-e', '']);
  expect(child.status).toBe(0);
  return child.pid;
};

/** A lock file as another tobikoe writes it. */
const plantLock = (save: string, owner: Record<string, unknown>): void => {
  writeFileSync(lockPathOf(save), `${JSON.stringify(owner)}\n`);
};

const since = '2026-12-02T06:00:00.000Z';

describe('a game held open by one process', () => {
  it('is claimed with a lock naming the process, its host and when, and let go on release', () => {
    const save = savePath();
    const claim = claimGame(save, thisSystem(), new Date(since));
    expect(claim.kind).toBe('held');
    const owner = JSON.parse(readFileSync(lockPathOf(save), 'utf8'));
    expect(owner).toMatchObject({ pid: process.pid, host: hostname(), since });
    if (claim.kind === 'held') claim.release();
    expect(existsSync(lockPathOf(save))).toBe(false);
    // No temporary is left beside it.
    expect(readdirSync(join(save, '..'))).toEqual([]);
  });

  it('is refused while a live process on this host holds it, naming that process', () => {
    const save = savePath();
    const parent = process.ppid;
    const started = thisSystem().startOf(parent);
    plantLock(save, { pid: parent, host: hostname(), since, ...(started ? { started } : {}) });
    const claim = claimGame(save);
    expect(claim).toEqual({
      kind: 'elsewhere',
      owner: { pid: parent, host: hostname(), since, ...(started ? { started } : {}) },
    });
    // The other process's lock is left as it was.
    expect(JSON.parse(readFileSync(lockPathOf(save), 'utf8')).pid).toBe(parent);
  });

  it('is taken over from a process that is gone (a crash, kill -9)', () => {
    const save = savePath();
    const dead = deadPid();
    plantLock(save, { pid: dead, host: hostname(), since });
    const claim = claimGame(save);
    expect(claim.kind).toBe('held');
    expect(JSON.parse(readFileSync(lockPathOf(save), 'utf8')).pid).toBe(process.pid);
    if (claim.kind === 'held') claim.release();
    expect(existsSync(lockPathOf(save))).toBe(false);
  });

  it('is taken over from a pid now another process (its start differs)', () => {
    const save = savePath();
    const system = { ...thisSystem(), alive: () => true, startOf: () => '1000' };
    plantLock(save, { pid: 4242, host: system.host, since, started: '999' });
    expect(claimGame(save, system).kind).toBe('held');
  });

  it('is refused when the lock is from another host, which cannot be asked', () => {
    const save = savePath();
    plantLock(save, { pid: deadPid(), host: 'elsewhere.example', since });
    const claim = claimGame(save);
    expect(claim.kind).toBe('elsewhere');
    if (claim.kind === 'elsewhere') expect(claim.owner.host).toBe('elsewhere.example');
  });

  it('takes over a lock file that is not one (damaged or planted)', () => {
    const save = savePath();
    for (const text of [
      '',
      'not json',
      '{"pid":"1"}',
      '{"pid":1,"host":"\\u001b]0;x","since":"x"}',
    ]) {
      writeFileSync(lockPathOf(save), text);
      const claim = claimGame(save);
      expect(claim.kind, text).toBe('held');
      if (claim.kind === 'held') claim.release();
    }
  });

  it('is shared by two claims of one process, and let go when both are', () => {
    const save = savePath();
    const first = claimGame(save);
    const second = claimGame(save);
    expect([first.kind, second.kind]).toEqual(['held', 'held']);
    if (first.kind === 'held') first.release();
    // A release called twice counts once.
    if (first.kind === 'held') first.release();
    expect(existsSync(lockPathOf(save))).toBe(true);
    if (second.kind === 'held') second.release();
    expect(existsSync(lockPathOf(save))).toBe(false);
  });

  it("never removes a lock that is no longer this process's", () => {
    const save = savePath();
    const claim = claimGame(save);
    const parent = process.ppid;
    plantLock(save, { pid: parent, host: hostname(), since });
    if (claim.kind === 'held') claim.release();
    expect(JSON.parse(readFileSync(lockPathOf(save), 'utf8')).pid).toBe(parent);
  });
});

describe('opening a game another window holds', () => {
  it('shows its save, unsaved here, with where it is open; no question asked', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'tobikoe-lock-open-'));
    const opened = openEntry(findEntry('knights')!, {});
    const played = playMove(
      newGame(opened.puzzle),
      legalMoves(opened.puzzle, opened.puzzle.start)[0],
    );
    saveGame(folder, openedKey(opened), played);
    const parent = process.ppid;
    plantLock(gamePath(folder, openedKey(opened)), { pid: parent, host: hostname(), since });
    const store = await gameStoreIn(folder);
    const screen = opening(opened, store, 'ask');
    expect(screen.kind).toBe('play');
    if (screen.kind !== 'play') return;
    expect(screen.writable).toBe(false);
    expect(screen.release).toBeUndefined();
    expect(screen.heldElsewhere).toBe(true);
    expect(screen.game?.at).toBe(1);
    expect(screen.notice).toMatch(
      new RegExp(
        `^open in another window \\(process ${parent}, since (\\d{4}-\\d\\d-\\d\\d )?\\d\\d:\\d\\d\\): moves here are not saved$`,
      ),
    );
  });
});
