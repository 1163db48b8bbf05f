import { defineConfig } from 'vitest/config';

// One run for every workspace: `npm run test:unit` (part of `npm test`).
// Two workers even on a 2-core machine: Vitest's default there is one (cores − 1), and most server
// files spend their time waiting on PGlite, child processes or timers, so a second file overlaps
// with them and CI stays well inside its 30 minutes (docs/testing.md).
export default defineConfig({
  test: { projects: ['packages/contract', 'apps/server', 'apps/web'], maxWorkers: 2 },
});
