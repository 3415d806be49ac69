// The import rules of docs/architecture.md, checked by `npm run check:imports` (part of `npm test`).
const SERVER = '^apps/server/src';
const WEB = '^apps/web/src';
const notTest = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle makes load order matter and every change on it ripple both ways.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-module-internals',
      severity: 'error',
      comment:
        "A module is used through its index.ts (services, types, tables). Only app.ts registers a module's routes, " +
        'jobs.ts runs its jobs, db/schema.ts collects its tables for drizzle-kit, and test/ helpers may set up data.',
      from: { path: `${SERVER}/(?!modules/|app\\.ts|jobs\\.ts|db/schema\\.ts)`, pathNot: notTest },
      to: {
        path: `${SERVER}/modules/[^/]+/.+`,
        pathNot: [`${SERVER}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-module-internals-from-other-modules',
      severity: 'error',
      comment: 'Inside modules/, another module is reached only through its index.ts.',
      from: { path: `${SERVER}/modules/([^/]+)/`, pathNot: notTest },
      to: {
        path: `${SERVER}/modules/[^/]+/`,
        pathNot: [`${SERVER}/modules/$1/`, `${SERVER}/modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'app-registers-routes-only',
      severity: 'error',
      comment: "app.ts takes a module's routes (routes.ts / *.routes.ts) or its index, nothing else.",
      from: { path: `${SERVER}/app\\.ts$` },
      to: {
        path: `${SERVER}/modules/[^/]+/.+`,
        pathNot: [`${SERVER}/modules/[^/]+/(index|routes)\\.ts$`, `${SERVER}/modules/.+\\.routes\\.ts$`],
      },
    },
    {
      name: 'server-lib-is-a-leaf',
      severity: 'error',
      comment: 'lib/ holds small shared pieces: it knows no module, plugin, seed or the app.',
      from: { path: `${SERVER}/lib/` },
      to: { path: `${SERVER}/(modules|plugins|db/seed|app\\.ts|main\\.ts|jobs\\.ts)` },
    },
    {
      name: 'services-know-no-http',
      severity: 'error',
      comment: 'Routes hold the HTTP; services, tables and rules never import a plugin.',
      from: { path: `${SERVER}/modules/`, pathNot: ['\\.routes\\.ts$', '/routes\\.ts$', notTest] },
      to: { path: `${SERVER}/plugins/` },
    },
    {
      name: 'test-helpers-stay-in-tests',
      severity: 'error',
      comment: 'Production code never imports the test helpers.',
      from: { path: `${SERVER}/`, pathNot: [notTest, `${SERVER}/test/`] },
      to: { path: `${SERVER}/test/` },
    },
    {
      name: 'web-feature-boundaries',
      severity: 'error',
      comment: 'A web feature uses components/, lib/, the contracts and itself; app/ composes features.',
      from: { path: `${WEB}/features/([^/]+)/`, pathNot: notTest },
      to: { path: `${WEB}/(features/(?!$1/)|app/)` },
    },
    {
      name: 'web-shared-knows-no-feature',
      severity: 'error',
      comment: 'components/ and lib/ are below the features and the app.',
      from: { path: `${WEB}/(components|lib)/`, pathNot: notTest },
      to: { path: `${WEB}/(features|app)/` },
    },
    {
      name: 'web-app-only-from-main',
      severity: 'error',
      comment: 'Only the entries, main.tsx and entry-server.tsx (and app/ itself), import app/.',
      from: { path: `${WEB}/`, pathNot: [`${WEB}/(app/|test/|main\\.tsx$|entry-server\\.tsx$)`, notTest] },
      to: { path: `${WEB}/app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.tsbuild', '/dist/', '/dist-server/'] },
    tsPreCompilationDeps: true,
    // TypeScript 7 has no compiler API yet for dependency-cruiser to parse with: swc reads the sources instead.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
