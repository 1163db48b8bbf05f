import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
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

/** The modules a file imports or re-exports as values (a type-only import is erased, and passes). */
function valueImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

// Reads the route files on disk: nothing of a database in it, so once.
describeOnceOnEmbedded('the route layer', () => {
  it('imports no repository: a route makes one call into its service (docs/architecture.md)', () => {
    const modules = path.join(repoRoot, 'apps/server/src/modules');
    const routeFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => ['routes.ts', 'consoleRoutes.ts'].includes(path.basename(file)))
      .map((file) => path.join(modules, file));
    expect(routeFiles.length).toBeGreaterThan(20);
    const repositoryImports = routeFiles.flatMap((file) =>
      valueImportsOf(file)
        .filter((from) => /Repository(\.js)?$/.test(from))
        .map((from) => `${path.relative(repoRoot, file)} imports ${from}`),
    );
    expect(repositoryImports).toEqual([]);
  });

  it('tells a value import of a repository from a type-only one', () => {
    const folder = mkdtempSync(path.join(repoRoot, 'apps/server/src/test/routes-'));
    try {
      const file = path.join(folder, 'routes.ts');
      writeFileSync(
        file,
        "import type { A } from './aRepository.js';\nimport { type B } from './bRepository.js';\n" +
          "import { c, type C } from './cRepository.js';\nimport d from './dRepository.js';\n" +
          "export { e } from './eRepository.js';\nexport type { F } from './fRepository.js';\n" +
          "export const g = () => import('./gRepository.js');\n",
      );
      expect(valueImportsOf(file)).toEqual([
        './cRepository.js',
        './dRepository.js',
        './eRepository.js',
        './gRepository.js',
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describeOnceOnEmbedded('the import-circle lint rule', () => {
  it('refuses two files that import each other, and lets a type-only import back through', async () => {
    // Real files: the rule follows the imports on disk.
    const folder = mkdtempSync(path.join(repoRoot, 'apps/server/src/test/circle-'));
    try {
      writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
      writeFileSync(path.join(folder, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
      writeFileSync(path.join(folder, 'c.ts'), "import type { D } from './d.js';\nexport interface C { d?: D }\n");
      writeFileSync(path.join(folder, 'd.ts'), "import type { C } from './c.js';\nexport interface D { c?: C }\n");
      const rules = async (file: string) =>
        (await eslint.lintFiles([path.join(folder, file)]))[0]!.messages.map((message) => message.ruleId);
      expect(await rules('a.ts')).toEqual(['import-x/no-cycle']);
      expect(await rules('c.ts')).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describeOnceOnEmbedded('the console-direction lint rule', () => {
  const importing = (from: string) =>
    `import { findStaffById } from '${from}';\nexport const used = [findStaffById];\n`;
  const REFUSED = ['import-x/no-restricted-paths'];

  it('refuses modules/console in a feature, its tests, infra and the test helpers', async () => {
    for (const [file, from] of [
      ['apps/server/src/modules/listings/example.ts', '../console/staff/staffRepository.js'],
      ['apps/server/src/modules/listings/consoleRoutes.ts', '../console/staff/staffRepository.js'],
      ['apps/server/src/modules/content/editor/example.ts', '../../console/staff/staffRepository.js'],
      ['apps/server/src/modules/listings/example.test.ts', '../console/staff/staffRepository.js'],
      ['apps/server/src/infra/example.ts', '../modules/console/staff/staffRepository.js'],
      ['apps/server/src/test/example.ts', '../modules/console/staff/staffRepository.js'],
    ] as const) {
      expect(await rulesBrokenAt(file, importing(from))).toEqual(REFUSED);
    }
  });

  it('lets the console import itself, and the listed console users import it', async () => {
    for (const [file, from] of [
      ['apps/server/src/modules/console/users/example.ts', '../staff/staffRepository.js'],
      ['apps/server/src/modules/accessGuards.ts', './console/staff/staffRepository.js'],
      ['apps/server/src/app.ts', './modules/console/staff/staffRepository.js'],
    ] as const) {
      expect(await rulesBrokenAt(file, importing(from))).toEqual([]);
    }
  });

  it('lets a feature import the shared engine', async () => {
    const engine =
      "import { withAudit } from '../audit/withAudit.js';\nimport { decideReview } from '../review/reviewDecision.js';\n" +
      "import { actingStaff } from '../staffActions/actingStaff.js';\nexport const used = [withAudit, decideReview, actingStaff];\n";
    expect(await rulesBrokenAt('apps/server/src/modules/listings/example.ts', engine)).toEqual([]);
  });
});
