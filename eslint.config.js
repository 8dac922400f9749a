import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Repositories are the only API code that touches the ORM and the tables (docs/decisions/049-import-
  // boundaries.md): services hold the rules, handlers stay thin.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**', 'apps/api/src/seed/**', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only *.repository.ts files (and db/, seed/) use the ORM; call a repository function.' },
            { regex: 'db/schema(/|$)', message: 'Only *.repository.ts files (and db/, seed/) read the tables; call a repository function.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
)
