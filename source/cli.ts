#!/usr/bin/env node
import { main } from './args/cli-main.js';
import { guardOutput } from './commands/output.js';

guardOutput();
process.exitCode = await main(process.argv.slice(2));
