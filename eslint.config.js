// @ts-check
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import layers from './eslint/plugin.js';

/**
 * The import graph of docs/architecture.md: core <- server <- dashboard / cli. The same patterns
 * hold for static imports (no-restricted-imports) and for import() and import types (ours).
 */
const forbid = (from, message, extra = {}) => ({ group: from, message, ...extra });
const layer = (files, groups) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: groups }],
    'layers/restricted-dynamic-imports': ['error', { patterns: groups }],
  },
});

export default tseslint.config(
  // tests/lint/fixtures break the rules on purpose: tests/lint lints them by hand.
  { ignores: ['node_modules', 'dist', 'dashboard/dist', 'data', 'prisma/generated', 'coverage', 'tests/lint/fixtures'] },
  ...tseslint.configs.recommended,
  {
    plugins: { layers },
    rules: {
      'layers/no-import-cycles': ['error', { skip: ['prisma/generated', 'dist'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  layer(['core/**'], [
    forbid(['**/server/**', '**/dashboard/**', '**/cli/**', '**/tests/**', '**/scripts/**'], 'core imports nothing from server, dashboard, cli, tests or scripts.'),
  ]),
  layer(['server/**'], [forbid(['**/dashboard/**', '**/cli/**', '**/tests/**', '**/scripts/**'], 'server imports only core.')]),
  layer(['cli/**'], [forbid(['**/dashboard/**', '**/tests/**', '**/scripts/**'], 'cli imports core and server only.')]),
  layer(['dashboard/**'], [
    forbid(['**/cli/**', '**/tests/**', '**/scripts/**'], 'the dashboard imports core schemas and the router type only.'),
    forbid(['**/server/**'], 'the dashboard takes only types from server (the router type).', { allowTypeImports: true }),
    forbid(['**/core/db/**', '**/core/*/service.ts', '**/core/**/sessions.ts', '**/core/**/sign-in.ts', '**/prisma/**'], 'the dashboard never bundles database code.'),
  ]),
  // A screen's form is useScreenForm's (dashboard/app/forms.ts): its inputs are read-only for a viewer of the screen's module.
  {
    files: ['dashboard/features/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='@mantine/form'] > ImportSpecifier[imported.name='useForm']", message: 'Use useScreenForm (dashboard/app/forms.ts): its inputs are read-only for a viewer.' },
        // A screen's data table is StackedDataTable (dashboard/components/stacked-table.tsx): its rows become cards on a phone.
        { selector: "ImportDeclaration[source.value='mantine-datatable'] > ImportSpecifier[imported.name='DataTable']", message: 'Use StackedDataTable (dashboard/components/stacked-table.tsx): its rows stack on a phone.' },
      ],
    },
  },
  // A feature is imported by itself and the feature registry only; what two share lives below them.
  { files: ['dashboard/**'], rules: { 'layers/feature-boundaries': ['error', { features: 'dashboard/features', allow: ['dashboard/app/features.ts'] }] } },
  {
    files: ['dashboard/**/*.tsx', 'dashboard/**/*.ts', 'cli/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
