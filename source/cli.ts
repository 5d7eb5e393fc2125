#!/usr/bin/env node
import { main, onOutputError } from './args/main.js';

process.stdout.on('error', onOutputError);
process.exitCode = await main(process.argv.slice(2));
