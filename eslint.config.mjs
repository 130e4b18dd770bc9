// One lint config for every workspace. The import rules encode the architecture:
// antd only through @beacon/shared/ui (except mfe-admin's heavy components), react-router only,
// and no app reaching into another app's files.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apps = ['host', 'mfe-media', 'mfe-engage', 'mfe-events', 'mfe-admin', 'mfe-landing', 'api', 'e2e', 'shared'];
const repoRoot = path.dirname(fileURLToPath(import.meta.url));

/** A relative import must stay inside the importing app's folder; other apps are reached only through packages. */
const noCrossAppImports = {
  meta: { type: 'problem', messages: { crossApp: "'{{spec}}' reaches into {{target}}; share through @beacon/shared instead." } },
  create(context) {
    const file = context.filename;
    const app = path.relative(repoRoot, file).split(path.sep)[0];
    if (!apps.includes(app)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.relative(repoRoot, path.resolve(path.dirname(file), spec));
      const targetApp = target.split(path.sep)[0];
      // Root tooling (the build factory, jest base) is fine; another app's folder is not.
      if (apps.includes(targetApp) && targetApp !== app) {
        context.report({ node: node.source, messageId: 'crossApp', data: { spec, target } });
      }
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

const common = [
  { name: 'react-router-dom', message: "Import from 'react-router' (react-router-dom breaks shared singletons)." },
];
const antdRule = { name: 'antd', message: "Import antd through '@beacon/shared/ui' so it is shared once." };

const restrict = (self, { allowAntd = false } = {}) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { paths: allowAntd ? common : [...common, antdRule] }] },
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, beacon: { rules: { 'no-cross-app-imports': noCrossAppImports } } },
    rules: {
      'beacon/no-cross-app-imports': 'error',
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
    rules: { 'no-restricted-imports': ['error', { paths: common }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Playwright fixtures call `use`, which is not React's hook; the API and tools have no React.
  { files: ['e2e/**/*.ts', 'api/**/*.ts', 'scripts/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
