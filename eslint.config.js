import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.cache/**',
      'coverage/**',
      'libs/api-client/src/generated.ts',
      'libs/calc-engine/scenarios/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['console/vite.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    // The engine is pure: no clock, no randomness, no process state. Its "now" is EngineInput.asOf.
    files: ['libs/calc-engine/src/**/*.ts'],
    ignores: ['libs/calc-engine/src/bench/**', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The engine reads no clock: use input.asOf.',
        },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The engine reads no clock: use input.asOf.',
        },
        {
          selector:
            "CallExpression[callee.object.name='DateTime'][callee.property.name=/^(now|local|utc)$/][arguments.length=0]",
          message: 'The engine reads no clock: use input.asOf.',
        },
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'The engine is deterministic: no randomness.',
        },
        {
          selector: "MemberExpression[object.name='performance'][property.name='now']",
          message: 'The engine reads no clock.',
        },
      ],
      'no-restricted-globals': ['error', { name: 'process', message: 'The engine reads no process state.' }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests feed deliberately malformed input through loosely typed copies.
    files: ['**/*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['console/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // One way to take a date: a bare date input shows the browser's locale (month first in en-US).
    files: ['console/src/**/*.tsx'],
    ignores: ['console/src/kit/DateField.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='type'][value.value='date']",
          message: 'Take dates with kit/DateField (DateField or DateInput): day first, as every date is shown.',
        },
      ],
    },
  },
);
