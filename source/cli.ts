#!/usr/bin/env node
import meow from 'meow';
import { helpText } from './commands/help.js';
import { runCommand } from './commands/run.js';

// A reader that stops early (`tobikoe solve … | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const cli = meow(helpText, {
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

process.exitCode = await runCommand(cli.input, cli.flags, cli.unnormalizedFlags, cli.showHelp);
