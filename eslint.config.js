import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const noDoubleCast = {
  selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation',
  message: '`as unknown as` hides a type error: give the value the type it has (a Queryable, rowsOf, a typed stub).',
};

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
    // SQL lives in repositories (docs/architecture-layers.md): routes and services call them.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*Repository.ts',
      'apps/server/src/db/**',
      'apps/server/src/bench/**',
      'apps/server/src/test/**',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'SQL belongs in a repository: move this query into a <thing>Repository.ts of the feature.',
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
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A page's first Intl number format loads ICU's locale data on the main thread
    // (docs/performance.md "Numbers without Intl"); groupedNumber writes the same text.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noDoubleCast,
        {
          selector: "CallExpression[callee.property.name='toLocaleString'], NewExpression[callee.object.name='Intl']",
          message: 'Numbers are written by components/groupedNumber.ts, without Intl (docs/performance.md).',
        },
      ],
    },
  },
);
