import { type Dirent, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { heldBy } from '../../store/lock-owner.js';
import type { StoreFolders } from '../../store/paths.js';
import { quickDigest } from '../../util/quick-digest.js';

/**
 * `tobikoe` and `tobikoe play <id|code>` with no flag: the starts whose first
 * frame is kept (a flag may change any part of it, and --ascii or
 * --screen-reader ask for a screen that must not begin as another).
 */
export const keepsFirstFrame = (argv: readonly string[]): boolean =>
  argv.length === 0 || (argv.length === 2 && argv[0] === 'play' && !argv[1].startsWith('-'));

/**
 * The environment that can change how a frame looks: the locale (the
 * language), colour (NO_COLOR, FORCE_COLOR and what chalk reads to guess the
 * terminal's colours), Ink's own switches and tobikoe's.
 */
const LOOK =
  /^(?:LANG|LANGUAGE|LC_[A-Z]+|TERM|TERM_PROGRAM|TERM_PROGRAM_VERSION|COLORTERM|NO_COLOR|FORCE_COLOR|COLORFGBG|INK_[A-Z_]+|TOBIKOE_[A-Z_]+|CI|TEAMCITY_VERSION|TF_BUILD|GITHUB_ACTIONS|WT_SESSION|NODE_ENV)$/;

/** The file names the stores keep (a test holds them to the stores' own paths). */
export const KEYED_FILES = {
  settings: 'settings.json',
  records: 'records.json',
  stats: 'stats.json',
  games: 'games',
} as const;

// Asked before read: a missing file's exception cost more than the stat (no settings is usual).
const fileParts = (path: string): (string | Uint8Array)[] => {
  try {
    if (statSync(path, { throwIfNoEntry: false })?.isFile()) return [path, readFileSync(path)];
  } catch {
    // unreadable: as if absent
  }
  return [path, '\u0000absent'];
};

/**
 * The saved games by name, size and time of change (which one a start reads
 * is known only once the catalogue has made the puzzle), and the locks of the
 * games open in another window now: a game open elsewhere is drawn refused.
 * A lock a killed process left behind is taken over, the frame the same, and
 * a writer's temporaries change nothing: both are left out.
 */
const folderParts = (path: string): string[] => {
  let entries: Dirent[];
  try {
    entries = statSync(path, { throwIfNoEntry: false })?.isDirectory()
      ? readdirSync(path, { withFileTypes: true })
      : [];
  } catch {
    // No folder is no game: the same as an empty one (a game's lock makes it).
    return [path];
  }
  const names = entries.map((entry) => entry.name).sort();
  const held = names
    .filter((name) => name.endsWith('.json.lock'))
    .map((name) => ({ name, owner: heldBy(join(path, name)) }))
    .flatMap(({ name, owner }) => (owner ? [`${name} held ${owner.pid}@${owner.host}`] : []));
  return [
    path,
    ...held,
    ...names
      .filter((name) => name.endsWith('.json'))
      .map((name) => {
        try {
          const { size, mtimeMs } = statSync(join(path, name));
          return `${name} ${size} ${mtimeMs}`;
        } catch {
          return `${name} gone`;
        }
      }),
  ];
};

export type FrameKeyInput = {
  readonly argv: readonly string[];
  readonly env: NodeJS.ProcessEnv;
  readonly folders: StoreFolders;
  readonly columns: number;
  readonly rows: number;
  readonly now: Date;
  /** What the program is: its build's digest. */
  readonly build: string;
  readonly node: string;
};

/**
 * What a start's first frame is drawn from, as one digest: the program and
 * the Node running it, the command line, the window's size, the day (UTC: the
 * daily deal changes with it), the look of the environment, and the files
 * the screens read (settings, records, stats, saved games).
 */
export const firstFrameKey = ({
  argv,
  env,
  folders,
  columns,
  rows,
  now,
  build,
  node,
}: FrameKeyInput): string => {
  const look = Object.keys(env)
    .filter((name) => LOOK.test(name))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  return quickDigest([
    build,
    node,
    JSON.stringify(argv),
    `${columns}x${rows}`,
    now.toISOString().slice(0, 10),
    ...look,
    '\u0000files',
    ...fileParts(join(folders.config, KEYED_FILES.settings)),
    ...fileParts(join(folders.data, KEYED_FILES.records)),
    ...fileParts(join(folders.data, KEYED_FILES.stats)),
    ...folderParts(join(folders.data, KEYED_FILES.games)),
  ]);
};
