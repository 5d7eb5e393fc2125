import meow from 'meow';

/**
 * meow reads one command's line: it splits flags from operands, types each
 * flag as the table declares it (a switch or a value), and lays out the help
 * text. It is handed a line already checked and made plain (see parse.ts):
 * every flag as `--name=value`, switches as `true` or `false`, operands after
 * `--`. Why not the raw line: its parser (yargs-parser) takes `--limitS` and
 * `--no-json` for `--limit-s` and `--json=false`, reads `--json=maybe` as
 * false, keeps the last of a repeated flag, and its own errors are English,
 * on several lines, ending the process; the promises of the command line
 * (exact names, one line in the user's language, exit 2) are kept before it.
 */

/** meow's key for a flag: camelCase, since meow refuses keys with dashes. */
const meowKey = (name: string): string =>
  name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

export type MeowLine = {
  readonly operands: readonly string[];
  /** Each flag given, by its name in the table: a switch's boolean or a value's text. */
  readonly values: ReadonlyMap<string, string | boolean>;
  /** The help text as meow lays it out. */
  readonly help: string;
  readonly version: string;
};

export const readWithMeow = (
  plainArgv: readonly string[],
  declared: ReadonlyMap<string, { readonly kind: string }>,
  helpText: string,
  version: string,
): MeowLine => {
  const flags: Record<string, { type: 'boolean' | 'string' }> = {};
  for (const [name, spec] of declared) {
    flags[meowKey(name)] = { type: spec.kind === 'boolean' ? 'boolean' : 'string' };
  }
  const cli = meow(helpText, {
    importMeta: import.meta,
    argv: [...plainArgv],
    flags,
    // Given, so meow does not look for package.json itself.
    pkg: { name: 'tobikoe', version },
    // meow's own help, version and unknown-flag handling print and call
    // process.exit: the caller prints and returns the exit code instead.
    autoHelp: false,
    autoVersion: false,
    allowUnknownFlags: true,
    description: false,
    // A switch not given stays absent (not false), as the commands expect.
    booleanDefault: undefined,
  });
  const values = new Map<string, string | boolean>();
  for (const name of declared.keys()) {
    const value: unknown = cli.flags[meowKey(name)];
    if (typeof value === 'string' || typeof value === 'boolean') values.set(name, value);
  }
  const pkgVersion: unknown = cli.pkg.version;
  return {
    operands: cli.input,
    values,
    help: cli.help,
    version: typeof pkgVersion === 'string' ? pkgVersion : version,
  };
};
