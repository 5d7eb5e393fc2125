#!/usr/bin/env node
import meow from 'meow';
import { helpText } from './commands/help.js';
import { runCommand } from './commands/run.js';

// A reader that stops early (`tobikoe solve … | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const readCommandLine = () =>
  meow(helpText, {
    importMeta: import.meta,
    allowUnknownFlags: true,
    flags: {
      start: { type: 'string' },
      goal: { type: 'string' },
      n: { type: 'number' },
      hole: { type: 'number' },
      anywhere: { type: 'boolean' },
      algo: { type: 'string' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      ascii: { type: 'boolean' },
    },
  });

let cli: ReturnType<typeof readCommandLine> | undefined;
try {
  cli = readCommandLine();
} catch (error) {
  // meow throws for flags it cannot read (e.g. a flag given twice).
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`tobikoe: ${message.replace(/\.$/, '')}\n`);
  process.exitCode = 2;
}
if (cli) {
  process.exitCode = await runCommand(cli.input, cli.flags, cli.unnormalizedFlags, cli.showHelp);
}
