import nodeModule from 'node:module';

/*
 * meow reading a help request and printing its help, alone: the floor under
 * any `--help` that meow reads (the command line's promise), with meow
 * trimmed as the app's build trims it and Node's compile cache on as the
 * app's entry turns it on. The bench sets it beside `tobikoe --help` and
 * `node -e 0`.
 */
const { enableCompileCache } = nodeModule as { enableCompileCache?: () => unknown };
enableCompileCache?.();

const { readWithMeow } = await import('../args/meow-line.js');
const line = readWithMeow(
  ['--help=true'],
  new Map([['help', { kind: 'boolean' }]]),
  'Usage\n  $ tobikoe <command>',
  '0.0.0',
);
process.stdout.write(`${line.help}\n`);
