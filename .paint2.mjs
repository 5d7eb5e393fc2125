import pty from '@lydell/node-pty';
const dir = process.argv[2];
const run = () => new Promise((resolve) => {
  const env = { ...process.env, TERM: 'xterm-256color', TOBIKOE_HOME: '/tmp/painthome' }; delete env.CI;
  const t = pty.spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir', dir, '--cpu-prof-interval', '100', '/work/main/dist/cli.js'], { cols: 80, rows: 24, env });
  let out = ''; let sent = false;
  t.onData((d) => { out += d; if (!sent && /Knights/.test(out)) { sent = true; t.write('\x03'); } });
  t.onExit(() => resolve());
});
for (let i = 0; i < 5; i++) await run();
