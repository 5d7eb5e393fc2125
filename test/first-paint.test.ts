import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What the built app does before its first frame (timings are the bench's; this holds the means).
describe('before the first frame', () => {
  it("Ink's layout engine decodes its WebAssembly at once, never through fetch (loading undici cost ~40 ms)", () => {
    const dist = fileURLToPath(new URL('../dist/', import.meta.url));
    const yoga = readdirSync(dist)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(dist, name), 'utf8'))
      .filter((text) => text.includes('data:application/octet-stream;base64,'));
    expect(yoga).toHaveLength(1);
    expect(yoga[0]).not.toMatch(/typeof fetch/);
  });

  // Node 22.1+ only: Node 20, which the suite also runs on, has no compile cache.
  it.runIf('enableCompileCache' in nodeModule)(
    "the app turns on Node's compile cache (in the temporary folder) before its modules load",
    () => {
      const temporary = mkdtempSync(join(tmpdir(), 'compile-cache-'));
      const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: temporary };
      delete env.NODE_COMPILE_CACHE;
      delete env.NODE_DISABLE_COMPILE_CACHE;
      const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
      expect(spawnSync(process.execPath, [cli, '--version'], { env }).status).toBe(0);
      const cache = join(temporary, 'node-compile-cache');
      expect(existsSync(cache) && readdirSync(cache).length).toBeGreaterThan(0);
    },
  );
});
