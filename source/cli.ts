#!/usr/bin/env node
import nodeModule from 'node:module';
import { runHeadless } from './args/headless-start.js';
import { runsHeadless } from './args/program-route.js';
import { paintEarly } from './ui/first-frame/early-paint.js';

// Node 22.1+ keeps the code it compiled between runs (in the system's temporary
// folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off): the menu's first frame
// came 40 % sooner on Node 22. Node 20 has no such cache. It must be on before
// the program's modules load, hence the import below it. What draws a kept
// first frame is built into this file (no module of its own to load first).
const { enableCompileCache } = nodeModule as { enableCompileCache?: () => unknown };
enableCompileCache?.();

const argv = process.argv.slice(2);
if (runsHeadless(argv)) {
  process.exitCode = await runHeadless(argv);
} else {
  // The first frame an earlier start kept, drawn before anything else is loaded.
  const early = await paintEarly(argv);
  const { runProgram } = await import('./args/cli-main.js');
  process.exitCode = await runProgram(argv, early);
}
