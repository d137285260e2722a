/**
 * The layers of apps/web (decision 031), checked by `npm run lint`:
 *
 *   shared  →  features  →  app          (imports flow one way; tests included)
 *   server/ and entry-server (Node only) may import shared and app, never a feature directly;
 *   entry-client and everything it reaches (the browser bundle) never reach server/ or entry-server.
 *
 * A feature imports only shared and itself. Type-only imports count like any other.
 */
const WEB = '^apps/web/src/';

// ---- apps/api (decision 094) --------------------------------------------------------------------
/**
 * The API's layers, checked by `npm run lint` (which cruises apps/api/src too):
 *
 *   routes/, admin/  →  services/ and admin/ use cases  →  repositories/ (SQL and row mapping only)
 *                                                      →  emails/ (pure templates and header guards)
 *
 * Repositories return data; use cases decide, build mails with emails/ and queue them through the
 * outbox repository. So repositories/ imports no use-case code and no emails/, and emails/ imports
 * neither data access nor use cases.
 */
const API = '^apps/api/src/';
const API_RULES = [
  {
    name: 'api-repositories-import-no-use-cases',
    comment:
      'repositories/ holds SQL and data mapping only: no mails (emails/), routes, use cases (services/, admin/) or plugins.',
    severity: 'error',
    from: { path: `${API}repositories/` },
    to: { path: `${API}(emails|routes|services|admin|plugins)/` },
  },
  {
    name: 'api-emails-import-no-data-access',
    comment:
      'emails/ renders mails from the data it is given: no repositories/, db/, routes, use cases or plugins.',
    severity: 'error',
    from: { path: `${API}emails/` },
    to: { path: `${API}(repositories|db|routes|services|admin|plugins)/` },
  },
];
// ---- end of apps/api ----------------------------------------------------------------------------

// ---- apps/admin (decision 100) ------------------------------------------------------------------
/**
 * The console has the public site's layers: shared  →  features  →  app. A feature imports only
 * shared/ and itself (what two features need — the content fields, the navigation's names, the
 * picture field's slot — lives in shared/); app/ composes the features (the router, the layout, the
 * media library's picker put into shared/media's slot). Tests count like any other module; test
 * helpers live in src/testing/.
 */
const ADMIN = '^apps/admin/src/';
const ADMIN_RULES = [
  {
    name: 'admin-shared-imports-only-shared',
    comment: "The console's shared/ is its bottom layer: no feature, no app shell.",
    severity: 'error',
    from: { path: `${ADMIN}shared/` },
    to: { path: `${ADMIN}(features|app|testing)/|${ADMIN}main\\.tsx$` },
  },
  {
    name: 'admin-feature-imports-no-app',
    comment: 'A console feature imports shared/ and itself; app/ composes features, not the other way round.',
    severity: 'error',
    from: { path: `${ADMIN}features/` },
    to: { path: `${ADMIN}app/|${ADMIN}main\\.tsx$` },
  },
  {
    name: 'admin-feature-imports-no-other-feature',
    comment: 'Console features do not import each other: what two features need belongs in shared/.',
    severity: 'error',
    from: { path: `${ADMIN}features/([^/]+)/` },
    to: { path: `${ADMIN}features/`, pathNot: `${ADMIN}features/$1/` },
  },
];
// ---- end of apps/admin --------------------------------------------------------------------------

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...API_RULES,
    ...ADMIN_RULES,
    {
      name: 'shared-imports-only-shared',
      comment: 'shared/ is the bottom layer: it may import neither a feature, nor the app, nor the server.',
      severity: 'error',
      from: { path: `${WEB}shared/` },
      to: { path: `${WEB}(features|app|server)/|${WEB}entry-` },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'A feature may import shared and itself; app/ composes features, not the other way round.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}(app|server)/|${WEB}entry-` },
    },
    {
      name: 'feature-imports-no-other-feature',
      comment: 'Features do not import each other: what two features need belongs in shared/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'app-imports-no-server',
      comment: 'app/ runs in the browser too: Node-only code (server/, entry-server) stays out of it.',
      severity: 'error',
      from: { path: `${WEB}app/` },
      to: { path: `${WEB}server/|${WEB}entry-` },
    },
    {
      name: 'server-imports-no-feature',
      comment:
        'server/ renders the app through entry-server and app/; what it needs of a feature moves to shared/.',
      severity: 'error',
      from: { path: `${WEB}server/` },
      to: { path: `${WEB}features/` },
    },
    {
      name: 'client-bundle-reaches-no-server-code',
      comment:
        'Nothing the browser bundle is built from (entry-client and all it reaches) is Node-only code.',
      severity: 'error',
      from: { path: `${WEB}entry-client\\.tsx$` },
      to: { path: `${WEB}server/|${WEB}entry-server`, reachable: true },
    },
    {
      name: 'no-circular',
      comment: 'No module depends on itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every relative import resolves (otherwise the rules above would silently check nothing).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^\\.' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'apps/web/tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
