import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryArguments } from './serverProcess.js';

const builtMain = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const fromSources = (entry: string) => ['--import', 'tsx', '--conditions=source', entry];

describe('how a process test starts an entry (docs/testing.md "Process tests")', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('starts the sources under tsx unless the run says its build is fresh', () => {
    vi.stubEnv('TEST_PROCESSES_FROM_BUILD', '');
    expect(entryArguments('src/main.ts')).toEqual(fromSources('src/main.ts'));
    vi.stubEnv('TEST_PROCESSES_FROM_BUILD', '0');
    expect(entryArguments('src/main.ts')).toEqual(fromSources('src/main.ts'));
  });

  it.skipIf(!existsSync(builtMain))('starts the compiled file when the run has just built these sources', () => {
    vi.stubEnv('TEST_PROCESSES_FROM_BUILD', '1');
    expect(entryArguments('src/main.ts')).toEqual(['dist/main.js']);
    expect(entryArguments('src/cli/backup.ts')).toEqual(['dist/cli/backup.js']);
  });

  it('starts from the sources what the build leaves out, even when the build is fresh', () => {
    vi.stubEnv('TEST_PROCESSES_FROM_BUILD', '1');
    expect(entryArguments('src/test/freshDataDir.ts')).toEqual(fromSources('src/test/freshDataDir.ts'));
  });
});
