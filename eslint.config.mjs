// One lint config for every workspace. The import rules encode the architecture:
// antd only through @beacon/shared/ui (except mfe-admin's heavy components), react-router only,
// and no app reaching into another app's files.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['host', 'mfe-media', 'mfe-engage', 'mfe-events', 'mfe-admin', 'mfe-landing', 'api', 'e2e', 'shared'];
const crossAppPatterns = (self) =>
  apps.filter((a) => a !== self).map((a) => ({ group: [`**/${a}/**`, `../${a}/*`], message: `Do not import another app's files (${a}); share through @beacon/shared.` }));

const common = [
  { name: 'react-router-dom', message: "Import from 'react-router' (react-router-dom breaks shared singletons)." },
];
const antdRule = { name: 'antd', message: "Import antd through '@beacon/shared/ui' so it is shared once." };

const restrict = (self, { allowAntd = false } = {}) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { paths: allowAntd ? common : [...common, antdRule], patterns: crossAppPatterns(self) }],
  },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  ...['host', 'mfe-media', 'mfe-engage', 'mfe-events', 'mfe-landing', 'api', 'e2e'].map((a) => restrict(a)),
  restrict('mfe-admin', { allowAntd: true }),
  // The shared package's main entry stays free of antd; only its ui entry wraps it.
  restrict('shared'),
  {
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: common, patterns: crossAppPatterns('shared') }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
