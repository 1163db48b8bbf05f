import { defineConfig } from 'vitest/config';

// One run for every workspace: `npm run test:unit` (part of `npm test`).
export default defineConfig({
  test: { projects: ['packages/contract', 'apps/server', 'apps/web'] },
});
