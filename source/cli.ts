#!/usr/bin/env node
import nodeModule from 'node:module';

// Node 22.1+ keeps the code it compiled between runs (in the system's temporary
// folder; NODE_DISABLE_COMPILE_CACHE=1 turns it off): the menu's first frame
// came 40 % sooner on Node 22. Node 20 has no such cache. It must be on before
// the program's modules load, hence the imports below it.
const { enableCompileCache } = nodeModule as { enableCompileCache?: () => unknown };
enableCompileCache?.();

const { main } = await import('./args/cli-main.js');
const { guardOutput } = await import('./commands/output.js');

guardOutput();
process.exitCode = await main(process.argv.slice(2));
