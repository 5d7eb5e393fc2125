import pty from '@lydell/node-pty';
const cli = '/work/main/dist/cli.js';
const run = (args, pattern) => new Promise((resolve) => {
  const env = { ...process.env, TERM: 'xterm-256color', TOBIKOE_HOME: '/tmp/painthome', XDG_DATA_HOME: '/tmp/painthome', XDG_CONFIG_HOME: '/tmp/painthome', XDG_STATE_HOME: '/tmp/painthome' }; delete env.CI;
  const began = performance.now();
  const t = pty.spawn(process.execPath, args, { cols: 80, rows: 24, env });
  let out = '';
  t.onData((d) => { out += d; if (pattern.test(out)) { const ms = performance.now() - began; t.kill(); resolve(ms); } });
});
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const m = [], o = [];
for (let i = 0; i < 11; i++) { o.push(await run(['-e', 'console.log("one line")'], /one line/)); m.push(await run([cli], /Knights/)); }
console.log(process.version, 'one line', med(o).toFixed(0), 'menu', med(m).toFixed(0), 'ratio', (med(m) / med(o)).toFixed(2));
