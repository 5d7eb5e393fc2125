import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, launch } from './pty.js';
import { makePuzzle } from './support.js';
import { arrowsTo } from './ui-support.js';

/**
 * The real program with only XDG_* set (no TOBIKOE_HOME): settings, saves and
 * tables land in their three folders, and an older data folder is moved.
 */

const xdgHome = () => {
  const root = mkdtempSync(join(tmpdir(), 'tobikoe-xdg-'));
  const env = {
    HOME: join(root, 'home'),
    XDG_CONFIG_HOME: join(root, 'config'),
    XDG_DATA_HOME: join(root, 'data'),
    XDG_CACHE_HOME: join(root, 'cache'),
  };
  return {
    env,
    config: join(env.XDG_CONFIG_HOME, 'tobikoe'),
    data: join(env.XDG_DATA_HOME, 'tobikoe'),
    cache: join(env.XDG_CACHE_HOME, 'tobikoe'),
  };
};

/** The environment of this process without TOBIKOE_HOME (the test setup sets one), plus `env`. */
const without = (env: Record<string, string>): NodeJS.ProcessEnv => {
  const { TOBIKOE_HOME: _home, ...rest } = process.env;
  return { ...rest, ...env };
};

const solveEight = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [cli, 'solve', 'eight'], { env, encoding: 'utf8' });

const tablesIn = (folder: string): string[] =>
  existsSync(join(folder, 'tables'))
    ? readdirSync(join(folder, 'tables')).filter((name) => name.endsWith('.table'))
    : [];

describe('files by kind, in the real program', () => {
  it('with only XDG_* set: an old data folder moved, then settings, saves and tables in their three folders', async () => {
    expect(existsSync(cli), 'dist/cli.js is missing: run npm run build first').toBe(true);
    const home = xdgHome();
    // What an older tobikoe left: settings and a table in the data folder.
    mkdirSync(join(home.data, 'tables'), { recursive: true });
    writeFileSync(
      join(home.data, 'settings.json'),
      '{"format":1,"settings":{"coach":false,"coachCarries":true,"mouse":true,"plainWalls":true}}\n',
    );
    writeFileSync(join(home.data, 'tables', 'kept-from-before.table'), 'old bytes');

    const knights = makePuzzle('knights');
    const app = launch(['play', 'knights'], { env: { TOBIKOE_HOME: '', ...home.env } });
    try {
      await app.waitFor('moves 0');
      // The coach on: a setting written (keys are taken in order, so before the quit).
      await app.type('d');
      await app.type('\r', ...arrowsTo(knights, 0, 5), '\r');
      await app.waitFor('moves 1');
      await app.type('q');
      await app.waitFor(/❯\s+(Knights\s+)?Knights Exchange/);
      await app.type('q');
      expect(await app.exited).toBe(0);
    } finally {
      app.child.kill();
    }
    // The moved settings were read (plainWalls kept) and written back where settings live.
    expect(JSON.parse(readFileSync(join(home.config, 'settings.json'), 'utf8')).settings).toEqual({
      coach: true,
      coachCarries: true,
      mouse: true,
      plainWalls: true,
    });
    expect(existsSync(join(home.data, 'settings.json'))).toBe(false);
    expect(
      readdirSync(join(home.data, 'games')).filter((name) => name.endsWith('.json')),
    ).toHaveLength(1);
    expect(readFileSync(join(home.cache, 'tables', 'kept-from-before.table'), 'utf8')).toBe(
      'old bytes',
    );
    expect(existsSync(join(home.data, 'tables'))).toBe(false);

    const solved = solveEight(without(home.env));
    expect(solved.status).toBe(0);
    expect(solved.stderr).toBe('');
    expect(tablesIn(home.cache).filter((name) => name.startsWith('slide-pdb-'))).not.toEqual([]);
    expect(existsSync(join(home.data, 'tables'))).toBe(false);
    expect(readdirSync(home.config)).toEqual(['settings.json']);
  }, 60_000);

  it('TOBIKOE_HOME keeps one folder, whatever XDG_* say', () => {
    const home = xdgHome();
    const one = mkdtempSync(join(tmpdir(), 'tobikoe-one-'));
    const solved = solveEight({ ...without(home.env), TOBIKOE_HOME: one });
    expect(solved.status).toBe(0);
    expect(tablesIn(one)).not.toEqual([]);
    for (const folder of [home.config, home.data, home.cache])
      expect(existsSync(folder)).toBe(false);
  });

  it('a move that fails says one line, loses nothing, and the old settings are still read', () => {
    const home = xdgHome();
    mkdirSync(home.data, { recursive: true });
    const settings = '{"format":1,"settings":{"coach":true,"mouse":false}}\n';
    writeFileSync(join(home.data, 'settings.json'), settings);
    // A file where the config folder's parent should be: no folder can be made there.
    writeFileSync(home.env.XDG_CONFIG_HOME, 'in the way');
    const solved = solveEight(without(home.env));
    expect(solved.status).toBe(0);
    expect(solved.stderr).toBe(
      `tobikoe: your settings stay in ${home.data}: they could not be moved to ${home.config} (a part of its path is a file, not a folder)\n`,
    );
    expect(readFileSync(join(home.data, 'settings.json'), 'utf8')).toBe(settings);
  });
});
