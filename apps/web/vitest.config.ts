import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // Paths below are relative to apps/web whether Vitest starts here, at the repository root
    // (`--config apps/web/vitest.config.ts`) or as a project of the root configuration.
    root: fileURLToPath(new URL('.', import.meta.url)),
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
      setupFiles: ['src/test/setup.ts'],
      // The files of a worker share their imports (React, antd, the app's modules) and one jsdom,
      // instead of a fresh process that imports them again for each file: the project in a third of
      // the time (docs/testing.md "Test files share a worker's imports"). `setup.ts` clears the DOM,
      // storage, stubs and mocks after every test.
      isolate: false,
      // antd's CSS-in-JS and lazy routes make the first render of a page slow, and the largest forms
      // (every empty field of the enterprise form) take ~15 s on a loaded 2-core machine: a limit
      // a test only reaches when it is stuck, never when the machine is merely busy.
      testTimeout: 60_000,
    },
  }),
);
