import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

const noDoubleCast = {
  selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation',
  message: '`as unknown as` hides a type error: give the value the type it has (a Queryable, rowsOf, a typed stub).',
};

// The transaction's states are named in the contract's life cycles (packages/contract/src/listingTransaction.ts,
// docs/lifecycles.md) and read by name everywhere else: a bare number or state word compared with or
// written into one of its fields is refused.
const TRANSACTION_FIELD = '/^(closedStatus|closed_status|enroll_status|enrollStatus|deposit_status|depositStatus)$/';
const TRANSACTION_OWNER = '/^(registration|deposit|auction|record|row|r|room)$/';
const fieldOf = (side) => [
  `[${side}.type='MemberExpression'][${side}.property.name=${TRANSACTION_FIELD}]`,
  `[${side}.type='ChainExpression'][${side}.expression.property.name=${TRANSACTION_FIELD}]`,
  `[${side}.type='MemberExpression'][${side}.object.property.name=${TRANSACTION_OWNER}][${side}.property.name=/^(status|state)$/]`,
  `[${side}.type='MemberExpression'][${side}.object.name=${TRANSACTION_OWNER}][${side}.property.name=/^(status|state)$/]`,
  `[${side}.type='ChainExpression'][${side}.expression.object.property.name=${TRANSACTION_OWNER}][${side}.expression.property.name=/^(status|state)$/]`,
  `[${side}.type='ChainExpression'][${side}.expression.object.name=${TRANSACTION_OWNER}][${side}.expression.property.name=/^(status|state)$/]`,
];
const transactionStateNumbers = [
  ...fieldOf('left').map(
    (field) => `BinaryExpression[operator=/^[=!]==?$/]${field}[right.type='Literal'][right.raw=/^(\\d|'[^']|"[^"])/]`,
  ),
  ...fieldOf('right').map(
    (field) => `BinaryExpression[operator=/^[=!]==?$/]${field}[left.type='Literal'][left.raw=/^(\\d|'[^']|"[^"])/]`,
  ),
  `Property[key.name=${TRANSACTION_FIELD}][value.type='Literal'][value.raw=/^(\\d|'[^']|"[^"])/]`,
].map((selector) => ({
  selector,
  message:
    "A transaction state is named, not numbered: read it from the contract's life cycles (LISTING_TRANSACTION, REGISTRATION, DEPOSIT, AUCTION, ENROLL_CODE; docs/lifecycles.md).",
}));

// "Today" is Beijing's whatever the browser's zone (docs/time.md "Date pickers").
const antdDatePicker = {
  name: 'antd',
  importNames: ['DatePicker'],
  message: 'Use components/BeijingDatePicker: its "today" is Beijing time in any browser zone.',
};

const noIntlNumbers = {
  selector: "CallExpression[callee.property.name='toLocaleString'], NewExpression[callee.object.name='Intl']",
  message: 'Numbers are written by components/groupedNumber.ts, without Intl (docs/performance.md).',
};

// The portal's features are the folders of apps/web/src/portal (docs/architecture.md "Features"). A
// feature uses another through its index.ts alone, which exports what the others use. portal/shared
// is no feature but the kit the features build from (form pieces, query policies, paged search), each
// file a piece that stands alone: every feature imports its files directly, and shared, like a
// feature, enters a feature only through its index.
const PORTAL = 'apps/web/src/portal';
const portalFolders = readdirSync(new URL(`${PORTAL}/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const features = portalFolders.filter((folder) => folder !== 'shared');
const featureBoundaries = portalFolders.map((folder) => ({
  target: `${PORTAL}/${folder}`,
  from: features.filter((feature) => feature !== folder).map((feature) => `${PORTAL}/${feature}`),
  except: ['./index.ts'],
  message: "Import another feature through its index ('../feature'): export there what this feature uses.",
}));

// The files outside modules/console that use a console feature itself, each for a reason
// (docs/architecture.md "Rules that keep the shape"): everything else imports the shared engine
// (modules/review, modules/audit, modules/staffActions), never the console.
const CONSOLE_USERS = [
  // Registers the console's routes and guards the API docs page with the console's guard.
  'apps/server/src/app.ts',
  // Create the first administrator at start-up and from the command line.
  'apps/server/src/main.ts',
  'apps/server/src/cli/createAdmin.ts',
  // Maps a route's `who: 'staff'` to the console's guard, `staffGuard`.
  'apps/server/src/modules/accessGuards.ts',
  // Tests' staff members, created and logged in through the console's staff and auth.
  'apps/server/src/test/consoleStaff.ts',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A double cast hides a type that does not fit (docs/architecture.md): make the types say what is true.
      'no-restricted-syntax': ['error', noDoubleCast],
    },
  },
  {
    // No status number of the transaction outside the contract's declarations (docs/architecture.md
    // "Named states"; `npx eslint apps` shows every one). Tests and their fixtures write rows in a
    // given state on purpose.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**', 'apps/web/src/test/**', 'apps/server/src/bench/**'],
    rules: {
      'no-restricted-syntax': ['error', noDoubleCast, ...transactionStateNumbers],
    },
  },
  {
    // SQL lives in repositories (docs/architecture.md "Where each kind of code lives"): routes and
    // services call them. A query needs the tables as values (db/schema), even one written without
    // an import of drizzle (db.insert(table)); their types may be imported anywhere.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*Repository.ts',
      'apps/server/src/db/**',
      // The demo content is seed data, written as the reference seed in db/seed writes its rows.
      'apps/server/src/modules/*/demo/**',
      'apps/server/src/bench/**',
      'apps/server/src/test/**',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL belongs in a repository: move this query into a <thing>Repository.ts of the feature.',
            },
            {
              group: ['**/db/schema.js', '**/db/schema/*'],
              allowTypeImports: true,
              message:
                'Tables are for queries, and queries belong in a repository: move it into a <thing>Repository.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // An answer's mapping spreads its shared parts last: V8 adds each property written after a
    // spread on a path of its own, about 1.3 µs each, and a detail of 60 fields had spent 100 µs
    // so (docs/performance.md "Spreads last").
    files: ['apps/server/src/**/*View.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noDoubleCast,
        ...transactionStateNumbers,
        {
          selector: 'ObjectExpression > SpreadElement ~ Property',
          message: "Write the spreads last in an answer's object: a property after a spread is slow to add.",
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // "Today" is Beijing's whatever the browser's zone (docs/time.md "Date pickers").
      'no-restricted-imports': [
        'error',
        {
          paths: [antdDatePicker],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/BeijingDatePicker.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // A page's first Intl number format loads ICU's locale data on the main thread
    // (docs/performance.md "Numbers without Intl"); groupedNumber writes the same text.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', noDoubleCast, ...transactionStateNumbers, noIntlNumbers],
    },
  },
  {
    // The console shows every time one way (apps/web/src/console/consoleTime.ts, docs/time.md
    // "Console"): Beijing time to the second, or a day alone. A page formatting times its own way —
    // a dayjs or Date format, a slice of a time text, another formatter — is refused.
    files: ['apps/web/src/console/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/console/consoleTime.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noDoubleCast,
        ...transactionStateNumbers,
        noIntlNumbers,
        {
          selector: "CallExpression[callee.property.name='format'] > Literal.arguments[value=/[Hh]{1,2}:mm/]",
          message: 'Show a time with consoleTime (console/consoleTime.ts): one format across the console.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(toLocaleDateString|toLocaleTimeString|toTimeString|toDateString|getHours|getMinutes)$/]',
          message:
            'Show a time with consoleTime (console/consoleTime.ts): Beijing time, one format across the console.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(slice|substring|substr)$/][callee.object.property.name=/(_time|_at|Time|At)$/]',
          message: 'Show a time with consoleTime or consoleDate (console/consoleTime.ts), not a slice of its text.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            antdDatePicker,
            {
              name: '@jhy/contract',
              importNames: ['formatChinaDateTime'],
              message: 'Show a time with consoleTime (console/consoleTime.ts): one format across the console.',
            },
          ],
          patterns: [
            {
              group: ['**/components/chinaTime'],
              message: 'Show a time with consoleTime (console/consoleTime.ts): one format across the console.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import circles between files (docs/architecture.md "Rules that keep the shape"): a circle
    // leaves one file's exports undefined while the other first runs, and says two files are one
    // thing or lean the wrong way. Type-only imports are erased and cannot circle at run time.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts', 'apps/web/e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/contract/tsconfig.json', 'apps/server/tsconfig.test.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A feature of the portal imports another's index.ts only, statically or lazily (featureBoundaries
    // above; docs/architecture.md "Features").
    files: [`${PORTAL}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: featureBoundaries }] },
  },
  {
    // The console uses the features (its routes.ts registers their console routes), never the other
    // way: a feature's review, audit and staff actions come from modules/review, modules/audit and
    // modules/staffActions (docs/architecture.md "Rules that keep the shape").
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/console/**', ...CONSOLE_USERS],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: repoRoot,
          zones: [
            {
              target: 'apps/server/src',
              from: 'apps/server/src/modules/console',
              message:
                'The console imports features, not the other way: import the engine from modules/review, modules/audit or modules/staffActions.',
            },
          ],
        },
      ],
    },
  },
);
