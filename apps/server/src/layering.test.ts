import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';
import { describeOnceOnEmbedded } from './test/serverData.js';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

const DRIZZLE_QUERY =
  "import { eq } from 'drizzle-orm';\nimport { sql } from 'drizzle-orm/sql';\nexport const used = [eq, sql];\n";
// A query written without drizzle's own functions still needs the table as a value.
const TABLE_QUERY =
  "import { smsOutbox } from '../../db/schema.js';\nimport type { listings } from '../../db/schema.js';\n" +
  'export const write = (db: { insert(table: unknown): unknown }) => db.insert(smsOutbox);\n' +
  'export type Listing = typeof listings.$inferSelect;\n';
const RULE = '@typescript-eslint/no-restricted-imports';

/** The rules that `code` trips in a file at `file` (it need not exist: the path picks the config). */
async function rulesBrokenAt(file: string, code = DRIZZLE_QUERY): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.map((message) => message.ruleId);
}

// Lints text: nothing of a database in it, so once (docs/testing.md "Once, on the embedded default").
describeOnceOnEmbedded('the layering lint rule', () => {
  it('refuses drizzle-orm in a service, a route file or infra', async () => {
    for (const file of [
      'apps/server/src/modules/example/exampleService.ts',
      'apps/server/src/modules/example/routes.ts',
      'apps/server/src/infra/example.ts',
    ]) {
      expect(await rulesBrokenAt(file)).toEqual([RULE, RULE]);
    }
  });

  it('refuses a table imported as a value there, and lets its type through', async () => {
    for (const file of ['apps/server/src/modules/example/exampleService.ts', 'apps/server/src/infra/sms/example.ts']) {
      expect(await rulesBrokenAt(file, TABLE_QUERY)).toEqual([RULE]);
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
      expect(await rulesBrokenAt(file, TABLE_QUERY)).toEqual([]);
    }
  });
});
