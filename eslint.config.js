import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { apiModuleDependencies, assertAcyclic, assertKnown, escapeRegex, undeclaredModulePattern } from './scripts/lib/module-graph.mjs'

// Web import boundaries (docs/decisions/049-import-boundaries.md), in the manner of bulletproof-react:
// shared layers (components/, lib/) never import a feature or the app shell; a feature imports only
// itself, the shared layers and the features it declares here. The declared graph must stay acyclic.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const featureDependencies = {
  // The no-show buttons and outcome sit on the patient's/professional's and the admin's session cards, and
  // so does the series badge ('Horário fixo'). The admin's edit dialog lists a consultation's 'Falha técnica'
  // reports and turns one into a reschedule without fee or the no-show exception, as the professional's room does.
  'admin-sessions': ['no-shows', 'series', 'consultation-room'],
  // The homes list the patient's or professional's weekly series; session cards carry the series badge.
  // 'Editar' asks for the consent to online care when switching a session online, as the wizard does.
  // The professional's cards show the questionnaires' scores and the safety mark of their consultation and,
  // while a consultation's room is open, the patient's live presence and 'Admitir'.
  sessions: ['no-shows', 'series', 'booking', 'questionnaires', 'consultation-room'],
  // The wizard's review step can book the chosen hour weekly ('Horário fixo'); step 2 offers to join the
  // waitlist ('Avise-me quando abrir') when nothing suits.
  booking: ['series', 'waitlist'],
  // The admin's professional form embeds the professional's approaches, themes and prices card.
  'admin-professionals': ['practice-profile'],
  // The profile page records 'link copied' like the home's onboarding checklist does.
  'professional-profile': ['professional-home'],
  // The week's agenda shows the patient's live presence on a consultation whose room is open.
  'professional-home': ['consultation-room'],
  // Pix Automático's journey-3 QR shows its "copia e cola" with the payment pages' copy field.
  series: ['payments'],
}
assertAcyclic(featureDependencies, 'features')
const webBoundaries = [
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+(features|app)(/|$)', message: 'Shared components and lib never import a feature or the app shell.' }] }],
    },
  },
  ...webFeatures.map((feature) => {
    const others = webFeatures.filter((other) => other !== feature && !(featureDependencies[feature] ?? []).includes(other))
    return {
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              { regex: '^(\\.\\./)+app(/|$)', message: 'A feature never imports the app shell; the app composes the features.' },
              {
                regex: `^(\\.\\./)+(features/)?(${others.map(escapeRegex).join('|')})(/|$)`,
                message: `The '${feature}' feature imports only itself, components/, lib/ and the features it declares in eslint.config.js (featureDependencies).`,
              },
            ],
          },
        ],
      },
    }
  }),
]

// API import boundaries (docs/decisions/049-import-boundaries.md, 079-api-module-graph.md). Repositories are
// the only API code that touches the ORM and the tables: services hold the rules, handlers stay thin. A
// module imports only itself, the shared layers and the modules it declares (apiModuleDependencies, no
// cycles). One `no-restricted-imports` per file set, since a later setting of a rule replaces an earlier one.
const apiModules = readdirSync(new URL('./apps/api/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
assertKnown(apiModuleDependencies, apiModules, 'apiModuleDependencies names the API modules')
assertAcyclic(apiModuleDependencies, 'API modules')
const ormPatterns = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only *.repository.ts files (and db/, seed/) use the ORM; call a repository function.' },
  { regex: 'db/schema(/|$)', message: 'Only *.repository.ts files (and db/, seed/) read the tables; call a repository function.' },
]
const apiRepositories = ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**', 'apps/api/src/seed/**', 'apps/api/src/**/*.test.ts']
const apiBoundaries = [
  { files: ['apps/api/src/**/*.ts'], ignores: apiRepositories, rules: { 'no-restricted-imports': ['error', { patterns: ormPatterns }] } },
  ...apiModules.flatMap((module) => {
    const moduleFiles = `apps/api/src/modules/${module}/**/*.ts`
    const graphPattern = undeclaredModulePattern(module, apiModules, apiModuleDependencies)
    return [
      { files: [moduleFiles], ignores: apiRepositories, rules: { 'no-restricted-imports': ['error', { patterns: [...ormPatterns, graphPattern] }] } },
      { files: [`apps/api/src/modules/${module}/**/*.repository.ts`], rules: { 'no-restricted-imports': ['error', { patterns: [graphPattern] }] } },
    ]
  }),
]

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', '**/migrations/**', 'test-results/**'] },
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
  ...apiBoundaries,
  ...webBoundaries,
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
)
