/**
 * The end-to-end layer: tests whose point is a real process in a real
 * terminal (pseudo-terminals, signals, the package as npm packs it, a browser
 * opening a picture). They run with `npm run test:e2e`, after `npm test`,
 * which covers every source file without them; CI runs both on every Node.
 */
export const E2E_FILES: readonly string[] = [
  'test/e2e-*.test.ts',
  'test/pty-*.test.ts',
  'test/unknown-keys.test.ts',
  'test/record-pty.test.ts',
  'test/record-browser.test.ts',
  'test/package.test.ts',
  'test/exit-signals.test.ts',
  'test/first-paint.test.ts',
  'test/store-launch.test.ts',
];
