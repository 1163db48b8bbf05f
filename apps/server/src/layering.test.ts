import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The rules that a drizzle query trips in a file at `file` (it need not exist: the path picks the config). */
async function rulesBrokenAt(file: string): Promise<(string | null)[]> {
  const code =
    "import { eq } from 'drizzle-orm';\nimport { sql } from 'drizzle-orm/sql';\nexport const used = [eq, sql];\n";
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.map((message) => message.ruleId);
}

describe('the layering lint rule', () => {
  it('refuses drizzle-orm in a service, a route file or infra', async () => {
    for (const file of [
      'apps/server/src/modules/example/exampleService.ts',
      'apps/server/src/modules/example/routes.ts',
      'apps/server/src/infra/example.ts',
    ]) {
      expect(await rulesBrokenAt(file)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    }
  });

  it('allows it in repositories, db/, the benchmark and tests', async () => {
    for (const file of [
      'apps/server/src/modules/example/exampleRepository.ts',
      'apps/server/src/db/example.ts',
      'apps/server/src/bench/example.ts',
      'apps/server/src/modules/example/example.test.ts',
      'apps/server/src/test/example.ts',
    ]) {
      expect(await rulesBrokenAt(file)).toEqual([]);
    }
  });
});
