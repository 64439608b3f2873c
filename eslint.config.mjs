import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'public',
      'build-stats',
      '.cache',
      '.data',
      '.netlify',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Pure rules stay pure: no I/O, no server code, no framework.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm*', 'hono*', 'react*', 'gatsby*'],
              message: 'src/core holds pure rules without I/O or frameworks.',
            },
            { group: ['**/server/**'], message: 'src/core must not depend on the server.' },
          ],
        },
      ],
    },
  },
  {
    // The site's bundles have small stand-ins for i18next and react-i18next (gatsby-node.ts,
    // issue 25.15) with only what the pages use: t(), the language, the i18n plugin's hooks.
    files: ['src/components/**/*.{ts,tsx}', 'src/templates/**/*.tsx', 'src/pages/**/*.tsx'],
    ignores: ['src/components/site/i18n/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'gatsby-plugin-react-i18next',
              allowImportNames: ['useTranslation', 'useI18next'],
              message:
                'The site runs on a stand-in for react-i18next: useTranslation and useI18next only.',
            },
            {
              name: 'react-i18next',
              message: 'Import useTranslation from gatsby-plugin-react-i18next.',
            },
            {
              name: 'i18next',
              message: 'The site runs on a stand-in for i18next (core/i18n/translate).',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser calls the API typed from the server's route declarations (apiGet<typeof
    // route>), which is only safe while nothing but types crosses: a value import would pull
    // server code (pg, secrets' readers) into the site's bundles.
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/templates/**/*.tsx',
      'src/pages/**/*.tsx',
      'src/state/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              allowTypeImports: true,
              message: 'Client code imports server types only: `import type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // What serves requests never carries the simulator, the sample data or backups (src/tools).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/tools/**'],
              message: 'src/tools never serves a request; scripts and tests use it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Gatsby compiles gatsby-node.ts and all it imports (the app included) with parcel's SWC,
    // which does not read `const` type parameters: the build fails where tsc passes.
    files: ['src/**/*.ts', 'gatsby-*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSTypeParameter[const=true]',
          message:
            'Gatsby cannot compile a const type parameter; a string argument infers its literal type without it.',
        },
      ],
    },
  },
  prettier,
);
