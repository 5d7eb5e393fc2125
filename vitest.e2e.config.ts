import { defineConfig } from 'vitest/config';
import { E2E_FILES } from './test/e2e-files.js';
import base from './vitest.config.js';

/** `npm run test:e2e`: only the end-to-end layer (test/e2e-files.ts), set up as `npm test` is. */
export default defineConfig({
  ...base,
  test: { ...base.test, include: [...E2E_FILES], exclude: ['node_modules/**'] },
});
