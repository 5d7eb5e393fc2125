import { readdirSync, readFileSync } from 'node:fs';
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
});
