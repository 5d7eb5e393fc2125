import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/**
 * Where saved games and records live: $TOBIKOE_HOME, else
 * $XDG_DATA_HOME/tobikoe, else the platform's usual place for app data. A
 * relative $XDG_DATA_HOME is ignored, as the XDG specification says: it would
 * put the data wherever tobikoe happened to be started.
 */
export const dataDirectory = (env: NodeJS.ProcessEnv = process.env): string => {
  if (env.TOBIKOE_HOME) return env.TOBIKOE_HOME;
  if (env.XDG_DATA_HOME && isAbsolute(env.XDG_DATA_HOME)) return join(env.XDG_DATA_HOME, 'tobikoe');
  const home = homedir();
  switch (process.platform) {
    case 'darwin':
      return join(home, 'Library', 'Application Support', 'tobikoe');
    case 'win32':
      return join(env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'), 'tobikoe');
    default:
      return join(home, '.local', 'share', 'tobikoe');
  }
};
