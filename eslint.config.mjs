// One lint config for every workspace. The import rules encode the architecture:
// antd only through @beacon/shared/ui (except a workspace that declares antd itself: mfe-admin's heavy
// components), routing only through @beacon/shared/router (the one file that imports react-router is
// the facade in shared/src/router), no app reaching into another app's files, no import cycles, and
// inside an app the layers of the remote template (docs/remote-template.md); the app registry and the
// environment (@beacon/shared/apps, /env) only in code that runs in Node.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const { workspaceDirs, readPackage } = createRequire(import.meta.url)('./workspaces.cjs');
/** Every workspace folder, from the root package.json (a new mfe-… folder is linted on its own). */
const apps = workspaceDirs(repoRoot);

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

/** Where a file sits inside an app's src/: its layer (features, components, …) and, under features/, the feature. */
const placeInApp = (file) => {
  const [app, src, layer, feature] = path.relative(repoRoot, file).split(path.sep);
  if (!apps.includes(app) || src !== 'src' || !layer) return undefined;
  return { app, layer, feature: layer === 'features' ? feature : undefined };
};

/** Folders an app's features build on; they must not depend on a feature in turn. */
const sharedLayers = ['components', 'hooks', 'lib', 'content'];

/**
 * Inside an app, imports point one way: app/ (composition) → features/ → components/, hooks/, lib/,
 * content/. So components/, hooks/, lib/ and content/ never import from features/, a feature never
 * imports another feature (shared code moves down a layer instead), and only the app's composition
 * (bootstrap, app/) imports app/.
 */
const layers = {
  meta: {
    type: 'problem',
    messages: {
      upward:
        "'{{spec}}' is in features/; {{layer}}/ is shared by features and must not depend on one. Move the code down to components/, hooks/ or lib/.",
      crossFeature:
        "'{{spec}}' belongs to the {{target}} feature; features do not import each other. Move what both need to components/, hooks/ or lib/.",
      intoApp:
        "'{{spec}}' is in app/, the app's composition; only bootstrap and app/ import it. Move what is shared to components/, hooks/ or lib/.",
    },
  },
  create(context) {
    const from = placeInApp(context.filename);
    if (!from || !(sharedLayers.includes(from.layer) || from.feature)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = placeInApp(path.resolve(path.dirname(context.filename), spec));
      if (!to || to.app !== from.app) return;
      if (to.layer === 'app') {
        context.report({ node: node.source, messageId: 'intoApp', data: { spec } });
      } else if (to.layer !== 'features') {
        return;
      } else if (sharedLayers.includes(from.layer)) {
        context.report({ node: node.source, messageId: 'upward', data: { spec, layer: from.layer } });
      } else if (to.feature !== from.feature) {
        context.report({ node: node.source, messageId: 'crossFeature', data: { spec, target: to.feature } });
      }
    };
    return { ImportDeclaration: check, ExportAllDeclaration: check, ExportNamedDeclaration: check, ImportExpression: check };
  },
};

const common = [
  { name: 'react-router-dom', message: "Import routing from '@beacon/shared/router' (react-router-dom breaks shared singletons)." },
];
const antdRule = { name: 'antd', message: "Import antd through '@beacon/shared/ui' so it is shared once." };
// The facade is the shared singleton: a direct react-router import would bundle a second router
// (another copy of its contexts) and the package's framework code.
const routerMessage = "Import routing from '@beacon/shared/router' so only the router we use is shared, once.";
const routerRule = { name: 'react-router', message: routerMessage };
const routerPatterns = [{ group: ['react-router/*', 'react-router-dom/*'], message: routerMessage }];

// @beacon/platform is the server side of composition (page servers, heads, the build factory), a
// layer of its own: Node code that browser code never loads. Only the command-line scripts, the
// apps' build configs and the host's server render (host/src/server) import it; platform itself
// builds on @beacon/shared and nothing else of ours.
const platformPatterns = [
  {
    group: ['@beacon/platform', '@beacon/platform/*'],
    message: 'The platform is server-side (Node) code: only scripts/, build configs and host/src/server import it.',
  },
];
/** Where @beacon/platform may be imported (besides platform/ and scripts/, which no workspace rule covers). */
const platformImporters = ['host/src/server/**/*.{ts,tsx}', '*/rspack.config.ts'];

// The app registry (folders, source paths, environment variable names) and the reading of the
// environment are Node-only: in browser code they would ship the registry to every visitor.
const nodeOnlyPatterns = [
  {
    group: ['@beacon/shared/apps', '@beacon/shared/env'],
    message: 'The app registry and the environment are read on the server: browser code gets the runtime config instead.',
  },
];
/** Workspaces whose code never reaches a browser. */
const serverWorkspaces = new Set(['api', 'platform', 'e2e']);
/** Node code inside browser workspaces: tests, the test kit, server renders, build configs and the config module itself. */
const nodeFilesOf = (a) => [
  `${a}/**/*.test.{ts,tsx}`,
  `${a}/src/testing/**`,
  `${a}/src/server/**`,
  `${a}/src/config/**`,
  `${a}/rspack.config.ts`,
];

const restrict = (self, { allowAntd = false, allowPlatform = false, allowNodeOnly = false } = {}) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [...common, routerRule, ...(allowAntd ? [] : [antdRule])],
        patterns: [...routerPatterns, ...(allowPlatform ? [] : platformPatterns), ...(allowNodeOnly ? [] : nodeOnlyPatterns)],
      },
    ],
  },
});
/** The rule for one workspace's files: its own options, with the Node-only modules allowed where code runs in Node. */
const workspaceRules = (a) => {
  const options = { allowAntd: a !== 'shared' && Boolean(readPackage(repoRoot, a).dependencies?.antd), allowPlatform: a === 'platform' };
  if (serverWorkspaces.has(a)) return [restrict(a, { ...options, allowNodeOnly: true })];
  return [restrict(a, options), { ...restrict(a, { ...options, allowNodeOnly: true }), files: nodeFilesOf(a) }];
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'react-hooks': reactHooks,
      'import-x': importX,
      beacon: { rules: { 'no-cross-app-imports': noCrossAppImports, layers } },
    },
    settings: {
      // Without these import-x skips .ts/.tsx files when it follows imports, and finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: apps.map((a) => path.join(repoRoot, a, 'tsconfig.json')),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'beacon/no-cross-app-imports': 'error',
      'beacon/layers': 'error',
      // Cycles through our own files (workspace packages included); node_modules is not walked.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // The shared package's main entry stays free of antd (only its ui entry wraps it); any other
  // workspace that declares antd as its own dependency may import it directly.
  ...apps.flatMap(workspaceRules),
  ...platformImporters.map((files) => ({ ...restrict('', { allowPlatform: true, allowNodeOnly: true }), files: [files] })),
  {
    files: ['shared/src/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [...common, routerRule], patterns: [...routerPatterns, ...platformPatterns, ...nodeOnlyPatterns] },
      ],
    },
  },
  {
    files: ['shared/src/router/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: common, patterns: [...platformPatterns, ...nodeOnlyPatterns] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts', 'jest.setup-dom.cjs'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // Playwright fixtures call `use`, which is not React's hook; the API and tools have no React.
  { files: ['e2e/**/*.ts', 'api/**/*.ts', 'scripts/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
