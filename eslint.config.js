import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: styles → components → features → app (STYLE.md). i18n, lib and safety
// are shared below the features. A feature never imports another feature.
const features = ['onboarding', 'mood', 'quick-actions', 'chat', 'resources', 'community', 'goals', 'settings'];

const oneWayImports = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: ['./src/styles', './src/i18n', './src/lib'],
          from: ['./src/components', './src/features', './src/safety', './src/app'],
          message: 'styles, i18n and lib are the bottom layer: they import nothing above them.',
        },
        {
          target: './src/components',
          from: ['./src/features', './src/app', './src/safety'],
          message: 'Components are presentational and shared: they never import features, safety or the app.',
        },
        {
          target: './src/safety',
          from: ['./src/features', './src/app'],
          message: 'src/safety is shared by features: it never imports them or the app.',
        },
        {
          target: './src/features',
          from: './src/app',
          message: 'Features never import the app shell; the app composes features.',
        },
        ...features.map((feature) => ({
          target: `./src/features/${feature}`,
          from: './src/features',
          except: [`./${feature}`],
          message: 'A feature never imports another feature: move what both need to src/components, src/safety or src/lib.',
        })),
      ],
    },
  ],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', '.scratch', 'storybook-static', 'reports', 'node_modules', '.storybook/public', 'playwright-report', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      ...oneWayImports,
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-globals': ['error', { name: 'alert', message: 'Use the Dialog component: alerts block and cannot be styled or translated.' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Presentational components never read storage, the clock or randomness (STYLE.md).
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Pass randomness in as a prop or from a hook.' },
        { object: 'Date', property: 'now', message: 'Pass the time in as a prop.' },
        { object: 'window', property: 'localStorage', message: 'Storage belongs in hooks under src/app or src/features.' },
      ],
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'alert'],
    },
  },
  ...storybook.configs['flat/recommended'],
);
