import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// Every folder of src/features is a feature: a new one is under the same rules from its first file.
const featureNames = readdirSync(join(import.meta.dirname, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results', '.stryker-tmp', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The DOM sink is banned outright; hostile API text must stay text.
      'no-restricted-properties': ['error', { property: 'innerHTML', message: 'Render API text as text.' }],
    },
  },
  // Boundaries (docs/design.md section 1): the fetch layer knows nothing of React.
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/react-query', '@tanstack/react-virtual'],
              message: 'src/api is React-free.',
            },
            { group: ['**/features/**', '**/app/**', '**/ui/**'], message: 'src/api depends on nothing above it.' },
          ],
        },
      ],
    },
  },
  // Features never import each other; app/ composes them.
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A sibling is reached as ../name (or ../../name from a subfolder): the paths as written are what is matched.
              group: featureNames.filter((n) => n !== name).flatMap((n) => [`**/features/${n}/**`, `../${n}/**`, `../../${n}/**`]),
              message: 'Features do not import each other; compose them in src/app.',
            },
            { group: ['**/app/**'], message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/ui/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/features/**', '**/app/**'], message: 'ui/ and lib/ are below features.' }],
        },
      ],
    },
  },
);
