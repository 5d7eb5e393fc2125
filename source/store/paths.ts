import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * The folders tobikoe keeps files in, by kind: what the player chose
 * (settings), what the player made (saves, records, stats, recordings) and
 * what can be built again (tables and maps), so a backup can skip the cache
 * and clearing caches loses no game.
 */
export type StoreFolders = {
  readonly config: string;
  readonly data: string;
  readonly cache: string;
};

/**
 * An XDG base folder, or undefined when unset or relative: the specification
 * says a relative one is ignored (it would put the files wherever tobikoe
 * happened to be started).
 */
const xdg = (value: string | undefined): string | undefined =>
  value && isAbsolute(value) ? join(value, 'tobikoe') : undefined;

/** Where each kind lives on this platform when no variable says (Linux and the like: XDG's defaults). */
const platformFolders = (env: NodeJS.ProcessEnv, platform: NodeJS.Platform): StoreFolders => {
  const home = homedir();
  switch (platform) {
    case 'darwin': {
      // Apple keeps an app's settings and data together, its caches apart.
      const support = join(home, 'Library', 'Application Support', 'tobikoe');
      return { config: support, data: support, cache: join(home, 'Library', 'Caches', 'tobikoe') };
    }
    case 'win32': {
      const local = join(env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'), 'tobikoe');
      return { config: local, data: local, cache: join(local, 'Cache') };
    }
    default:
      return {
        config: join(home, '.config', 'tobikoe'),
        data: join(home, '.local', 'share', 'tobikoe'),
        cache: join(home, '.cache', 'tobikoe'),
      };
  }
};

/**
 * The folders by kind: all three `$TOBIKOE_HOME` when it is set (one folder,
 * as tests and portable installs want); else each its XDG variable
 * (`$XDG_CONFIG_HOME`, `$XDG_DATA_HOME`, `$XDG_CACHE_HOME`, each + `/tobikoe`)
 * when absolute, else the platform's usual place.
 */
export const storeFoldersOf = (
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
): StoreFolders => {
  if (env.TOBIKOE_HOME) {
    const home = env.TOBIKOE_HOME;
    return { config: home, data: home, cache: home };
  }
  const usual = platformFolders(env, platform);
  return {
    config: xdg(env.XDG_CONFIG_HOME) ?? usual.config,
    data: xdg(env.XDG_DATA_HOME) ?? usual.data,
    cache: xdg(env.XDG_CACHE_HOME) ?? usual.cache,
  };
};

/** Where saved games, records, stats and recordings live (see `storeFoldersOf`). */
export const dataDirectory = (env: NodeJS.ProcessEnv = process.env): string =>
  storeFoldersOf(env).data;
