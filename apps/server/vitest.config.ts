import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@jhy/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // On PostgreSQL, one migrated and seeded database that test apps copy (test/postgresReference.ts).
    globalSetup: ['src/test/postgresReference.ts'],
    // The test files of a worker share their imports (the app, the contract's schemas, PGlite's
    // WebAssembly) instead of importing them afresh for each file: the suite in about half the
    // time (docs/testing.md "Test files share a worker's imports"). Every file builds its own app
    // and database, so no state is shared through them.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
