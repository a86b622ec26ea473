// One lint configuration for the whole repository (`npm run lint`). The import boundaries below are
// the architecture written down: docs/decisions.md, "Import boundaries", says why they run this way.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The layers of each front end, top to bottom; an import may only go down. `app` composes the
 * screens (routes, pages, the federation entry, the shell's server renderer and page frame),
 * `features` are one folder per screen group, `shared` is what any layer may use.
 */
const FRONT_ENDS = {
  shell: {
    app: ['app', 'pages', 'layout', 'server', 'bootstrap.tsx', 'index.ts'],
    features: ['auth'],
    shared: ['federation', 'components', 'lib', 'hooks'],
  },
  'remote-public': {
    app: ['app', 'pages', 'bootstrap.tsx', 'index.ts'],
    features: ['features/*'],
    shared: ['components', 'lib', 'hooks', 'content'],
  },
  'remote-member': {
    app: ['app', 'pages', 'bootstrap.tsx', 'index.ts'],
    features: ['features/*'],
    shared: ['components', 'lib', 'hooks'],
  },
  'remote-admin': {
    app: ['app', 'pages', 'bootstrap.tsx', 'index.ts'],
    features: ['features/*'],
    // api/: the calls more than one feature makes (bulletproof-react's app-wide API layer).
    shared: ['components', 'lib', 'hooks', 'api'],
    // Helpers for the specs only: a spec may import them, nothing that ships may.
    tests: ['test'],
  },
};

/** `features/*` becomes one folder per feature that exists today, so a new feature is fenced at once. */
function featureFolders(pkg, patterns) {
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    const dir = path.join(root, pkg, 'src', parent);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

function boundaryZones(only) {
  const zones = [];
  for (const [pkg, layers] of Object.entries(FRONT_ENDS).filter(([name]) => !only || name === only)) {
    const at = (folder) => `./${pkg}/src/${folder}`;
    const app = layers.app.map(at);
    const features = featureFolders(pkg, layers.features).map(at);
    const shared = layers.shared.map(at);
    for (const feature of features) {
      zones.push({
        target: feature,
        from: features.filter((other) => other !== feature),
        message:
          'A feature does not import another feature: move what both need to components/, lib/ or hooks/, or compose them in pages/.',
      });
    }
    if (features.length > 0) {
      zones.push({
        target: features,
        from: app,
        message: 'Features do not import the app layer (app, pages, bootstrap): it imports them.',
      });
    }
    zones.push({
      target: shared,
      from: [...app, ...features],
      message: 'Shared code (components, lib, hooks) does not import features or the app layer.',
    });
    const tests = (layers.tests ?? []).map(at);
    if (tests.length > 0) {
      zones.push({
        target: tests,
        from: [...app, ...features],
        message: 'Test helpers (src/test/) are shared by the specs: they do not import features or the app layer.',
      });
    }
  }
  return zones.filter((zone) => [zone.from].flat().length > 0);
}

/** What ships may not import the specs' helpers (src/test/); the specs themselves may. */
function testHelperZones(pkg) {
  const tests = (FRONT_ENDS[pkg].tests ?? []).map((folder) => `./${pkg}/src/${folder}`);
  if (tests.length === 0) return [];
  return [
    {
      target: `./${pkg}/src`,
      from: tests,
      message: 'Only specs import the test helpers in src/test/: they never ship.',
    },
  ];
}

/**
 * The API's folders, bottom to top: a folder imports only folders in lower tiers (and, in a tier
 * marked `knot`, the others of its tier). `plumbing` is what every module may use: the HTTP
 * plumbing, configuration, the database helpers, throttling, and the access and actor decorators
 * (they sit in auth/ and members/ but import no domain). The top (app.module.ts, main.ts, server/,
 * web/, database/entities.ts, which lists every module's entities) composes and is not fenced.
 */
export const API_TIERS = [
  {
    name: 'plumbing',
    folders: [
      'http',
      'config',
      'database/**/!(entities).ts',
      'throttle',
      'auth/decorators',
      'auth/guards',
      'members/actor.decorator.ts',
      // The answers every controller declares for the OpenAPI document.
      'openapi',
    ],
  },
  // Every administrative change writes an audit row; modules register their own targets (AuditTargets).
  { name: 'audit', folders: ['audit'] },
  // The academy's facts (학원 정보): every page and every mail's footer shows them.
  { name: 'site', folders: ['site'] },
  // Mail is written into the outbox inside other modules' transactions: it knows none of them.
  { name: 'mail', folders: ['mail'] },
  // 문자·알림톡: a second outbox on mail's sending loop; written inside other modules' transactions too.
  { name: 'phone', folders: ['phone'] },
  // Accounts, logins and their sessions still reach each other both ways (auth ↔ sessions, members → sessions),
  // and a sign-up stores its consents while a consent row points to its member (auth, members ↔ consents).
  { name: 'identity', folders: ['members', 'auth', 'sessions', 'consents'], knot: true },
  // A course lists its videos and a video its course (TypeORM relations), and the proxy plays videos
  // whose upstreams videos/ checks.
  { name: 'catalog', folders: ['courses', 'videos', 'proxy'], knot: true },
  {
    name: 'features',
    folders: ['progress', 'gallery', 'notices', 'programs', 'analytics', 'consoles', 'passwords', 'health', 'leaving'],
  },
  // A lesson's quiz reads progress (completion waits for it) and the analytics range; progress asks
  // it back only through the LESSON_QUIZZES token its module provides.
  { name: 'learning checks', folders: ['quizzes'] },
  // A parent reads a child's progress, watch time and quiz attempts (the weekly report); nothing below reads parents.
  { name: 'families', folders: ['parents'] },
  // Consultations offer the active programs (programs/) and answer a form post as a page.
  { name: 'pages', folders: ['public-content', 'seed', 'consultations'] },
];

/**
 * The API's top, which composes the modules and is fenced by no tier. Every other folder of api/src
 * is in a tier: `node tools/lint/api-tiers.mjs` (in `npm run lint`) fails on a folder in neither.
 */
export const API_TOP = ['server', 'web'];

/** What a plumbing entry shares with a domain folder: its path inside it, to except it from the domain. */
const API_PLUMBING_INSIDE = { auth: ['./decorators', './guards'], members: ['./actor.decorator.ts'] };

function apiZones() {
  const at = (folder) => `./api/src/${folder}`;
  const zones = [];
  API_TIERS.forEach((tier, index) => {
    const above = API_TIERS.slice(index + 1).flatMap((upper) => upper.folders);
    for (const folder of tier.folders) {
      const forbidden = [
        ...above,
        ...(tier.knot || tier.name === 'plumbing' ? [] : tier.folders.filter((f) => f !== folder)),
      ];
      for (const from of forbidden) {
        const except = API_PLUMBING_INSIDE[from];
        zones.push({
          target: at(folder),
          from: at(from),
          ...(except && { except }),
          message:
            tier.name === 'plumbing'
              ? 'API plumbing (http, config, database, throttle, the access decorators) imports no domain module.'
              : `API modules import downwards only (${API_TIERS.map((t) => t.name).join(' < ')}): ${folder} may not import ${from}; move what both need down, or compose them higher.`,
        });
      }
    }
  });
  return zones;
}

const WORKSPACE_PACKAGES = [
  'common',
  'context',
  'api',
  'shell',
  'remote-public',
  'remote-member',
  'remote-admin',
  'e2e',
];

/** A package is reached by its name and public entry, never its src/ or dist/. */
const PACKAGE_FILES = {
  regex: '^@academy/[^/]+/(src|dist)(/|$)',
  message: 'Import a package by its public entry (@academy/common, @academy/context/testing, …), not its files.',
};

/*
 * Rules the docs state (docs/decisions.md, "One rule, one place"), enforced here rather than by
 * reading: each is a `no-restricted-syntax` selector with the message a reader needs to fix it.
 * tools/lint/rules.spec.ts lints a planted violation and an allowed form of each.
 */
const ROLE_NAME = '/^[A-Z][A-Z_]*$/';
const ROLE_SIDE = ['name', 'property.name', 'expression.property.name'];
/** `role === 'ADMIN'`, `user.role !== 'PENDING'`, `user?.role === 'VERIFIED'` (a switch on the role is fine). */
const ROLE_COMPARISON = [
  {
    selector: `BinaryExpression[operator=/^[!=]==?$/]:matches(${['left', 'right']
      .flatMap((side) => ROLE_SIDE.map((path) => `[${side}.${path}='role']`))
      .join(', ')}):matches([left.value=${ROLE_NAME}], [right.value=${ROLE_NAME}])`,
    message:
      "Ask @academy/common's isAdmin(), isVerified(), isPending() or hasRole() (common/src/roles.ts) rather than comparing a role inline.",
  },
];

/** `const DAY_MS = 24 * 60 * 60 * 1000` and the like, at the top of a module. */
const TOP_LEVEL_CONST = ':matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator';
const UNIT_PRODUCT =
  "[init.type='BinaryExpression'][init.operator='*']:not(:has(Literal:not([value=24], [value=60], [value=1000]))):not(:has(MemberExpression, CallExpression, BinaryExpression[operator!='*']))";
const TIME_UNIT_CONSTANT = [
  {
    selector: `${TOP_LEVEL_CONST}:matches([id.name=/^(SECOND|MINUTE|HOUR|DAY|WEEK)S?_MS$/], ${UNIT_PRODUCT})`,
    message:
      'A minute, an hour and a day are MINUTE_MS, HOUR_MS and DAY_MS of @academy/common/korean-days: import them rather than defining another.',
  },
];

/** Korean time is read and written in the time module alone: common/src/korean-days.ts and format.ts. */
const TIME_MODULE = ['common/src/korean-days.ts', 'common/src/format.ts'];
const FORMAT_HINT = "use @academy/common's formatDate/formatTime/formatDateTime/formatYear or korean-days' helpers";
const HAND_FORMATTED_TIME = [
  {
    selector: 'Literal[value=/^(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\\x2F/]',
    message: `A time-zone name lives in the time module alone (SEOUL_TIME_ZONE in common/src/korean-days.ts): ${FORMAT_HINT}.`,
  },
  {
    selector: "Property[key.name='timeZone']",
    message: `Dates are formatted in Korean time by the time module, not with a timeZone option here: ${FORMAT_HINT}.`,
  },
  {
    selector:
      ":matches(NewExpression, CallExpression)[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: `Intl.DateTimeFormat is made by the time module (common/src/format.ts) alone: ${FORMAT_HINT}.`,
  },
  {
    selector:
      "CallExpression:matches([callee.property.name=/^toLocale(Date|Time)String$/], [callee.property.name='toLocaleString'][callee.object.callee.name='Date'])",
    message: `A date written by toLocale…String is in the server's or the browser's zone: ${FORMAT_HINT}.`,
  },
  {
    selector:
      'CallExpression[callee.property.name=/^get(FullYear|Year|Month|Date|Day|Hours|Minutes|Seconds|TimezoneOffset)$/]',
    message: `A local-time getter reads the server's or the browser's zone, not Korean time: ${FORMAT_HINT}.`,
  },
  {
    selector: "Identifier[name='SEOUL_OFFSET_MS']",
    message: `The +09:00 offset is applied inside the time module only: ${FORMAT_HINT}.`,
  },
];

/** An API address written by hand in a front end: the typed client (context/src/api-client) names them. */
const API_ADDRESS = [
  {
    selector: ':matches(Literal[value=/^\\x2Fapi(\\x2F|$|\\?)/], TemplateElement[value.raw=/^\\x2Fapi(\\x2F|$|\\?)/])',
    message:
      "Call the API through @academy/context's typed client (api.get('/courses'), useApiQuery, apiUrl for a link): its paths are checked against api/openapi.json.",
  },
];
const FRONT_END_CODE = ['{shell,remote-public,remote-member,remote-admin,context}/src/**/*.{ts,tsx}'];
const API_CLIENT = 'context/src/api-client/**';

const CODE_FILES = '**/*.{ts,tsx,js,mjs,cjs}';
/** Tests may pin a formatted text or a zone name: they check the time module's output against their own oracle. */
const TEST_FILES = ['**/*.{spec,test}.{ts,tsx}', '**/*.e2e-spec.ts', 'e2e/**/*.{ts,js,mjs,cjs}'];

/** One block per file group: a later block's no-restricted-syntax replaces the earlier one's for its files. */
const ONE_PLACE_RULES = [
  { files: [CODE_FILES], rules: [...ROLE_COMPARISON, ...TIME_UNIT_CONSTANT, ...HAND_FORMATTED_TIME] },
  {
    files: FRONT_END_CODE,
    ignores: [...TEST_FILES, API_CLIENT, '**/testing/**'],
    rules: [...ROLE_COMPARISON, ...TIME_UNIT_CONSTANT, ...HAND_FORMATTED_TIME, ...API_ADDRESS],
  },
  { files: TEST_FILES, rules: [...ROLE_COMPARISON, ...TIME_UNIT_CONSTANT] },
  { files: ['common/src/roles.ts'], rules: [...TIME_UNIT_CONSTANT, ...HAND_FORMATTED_TIME] },
  { files: TIME_MODULE, rules: ROLE_COMPARISON },
].map(({ rules, ...where }) => ({ ...where, rules: { 'no-restricted-syntax': ['error', ...rules] } }));

export default defineConfig(
  // context/src/api-client/openapi.ts is generated from api/openapi.json (context/scripts/api-types.mjs).
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    'bench-results/',
    'data/',
    '.nx/',
    'e2e/artifacts/',
    'context/src/api-client/openapi.ts',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 'latest', globals: { ...globals.node } },
    rules: {
      // Names starting with _ are unused on purpose (a required parameter, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The repository's package.json has no "type": .js and .cjs files are CommonJS.
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Functions these scripts hand to Chromium (page.addInitScript, page.evaluate) run in the page.
    files: [
      'scripts/bench/page-scripts.mjs',
      'scripts/bench/admin.mjs',
      'scripts/bench/cold-landing.mjs',
      'scripts/bench/parent.mjs',
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The front ends render in the browser and, for the shell and remote-public, on the server too.
    files: ['{shell,remote-public,remote-member,remote-admin,context}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['{shell,remote-public,remote-member,remote-admin,context}/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['{shell,remote-public,remote-member,remote-admin,context}/src/**/*.{ts,tsx}'],
    // The preset's compiler rules stay on although the apps are not built with the React Compiler:
    // what they flag (a ref written during render, state reset by an effect one frame late, a
    // component made during render, a callback read before it is declared) is a bug or a stale
    // frame without the compiler too. The preset's warnings become errors: a warning nobody must
    // fix is noise, and `--max-warnings 0` would fail on it anyway.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/incompatible-library': 'error',
      'react-hooks/unsupported-syntax': 'error',
    },
  },
  {
    // No native alert(): it blocks the page, cannot be styled or read back, and a test cannot see
    // it; the screens say things with the shared toast (useToast), an antd Alert or an inline
    // message, and an ended session with /login's own notice (issue 30). confirm() and prompt()
    // are not covered yet: a few remain (a member's leave, a video's rename).
    files: ['{shell,remote-public,remote-member,remote-admin,context}/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'alert', message: 'Use the toast (useToast) or an inline message.' }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'alert',
          message: 'Use the toast (useToast) or an inline message.',
        })),
      ],
    },
  },
  {
    // Packages reach each other through their names (@academy/common, @academy/context/testing, …),
    // resolved through package.json "exports", never through another package's files.
    files: [...WORKSPACE_PACKAGES, 'scripts', 'tools'].map((pkg) => `${pkg}/**/*.{ts,tsx,js,mjs,cjs}`),
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-relative-packages': ['error', { commonjs: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [PACKAGE_FILES],
        },
      ],
    },
  },
  {
    // Build configurations load the repository's own tools/ folder (no package of its own) by path.
    files: WORKSPACE_PACKAGES.map((pkg) => `${pkg}/*.config.js`),
    rules: { 'import-x/no-relative-packages': ['error', { commonjs: false }] },
  },
  {
    files: Object.keys(FRONT_ENDS).map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones() }],
    },
  },
  // The same zones and the test-helper fence, for what ships (a later block's options replace the earlier's).
  ...Object.keys(FRONT_ENDS)
    .filter((pkg) => testHelperZones(pkg).length > 0)
    .map((pkg) => ({
      files: [`${pkg}/src/**/*.{ts,tsx}`],
      ignores: [`${pkg}/src/**/*.spec.{ts,tsx}`, `${pkg}/src/test/**`],
      rules: {
        'import-x/no-restricted-paths': [
          'error',
          { basePath: root, zones: [...boundaryZones(pkg), ...testHelperZones(pkg)] },
        ],
      },
    })),
  {
    // A spec may reach across modules to wire what it tests; the module code may not.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*.spec.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: apiZones() }],
    },
  },
  {
    // scripts/ (bench, soak, start, test) and e2e/ share code only through tools/, which imports neither.
    files: ['scripts/**/*.{js,mjs,cjs}', 'e2e/**/*.{ts,js,mjs,cjs}', 'tools/**/*.{ts,js,mjs,cjs}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            { target: './scripts', from: './e2e', message: 'scripts/ and e2e/ share code through tools/.' },
            { target: './e2e', from: './scripts', message: 'scripts/ and e2e/ share code through tools/.' },

            {
              target: './tools',
              from: ['./e2e', './scripts'],
              message: 'tools/ is shared by scripts/ and e2e/: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests of every package and the browser suite: an assertion that is not awaited passes after
    // the test has ended, a test without one proves nothing, and one inside an if may never run.
    files: ['**/*.{spec,test}.{ts,tsx}', '**/*.e2e-spec.ts', 'e2e/**/*.{ts,mjs}'],
    plugins: { jest },
    languageOptions: { globals: jest.environments.globals.globals },
    rules: {
      'jest/valid-expect': ['error', { alwaysAwait: true }],
      'jest/no-conditional-expect': 'error',
      // Helpers named expect…/assert…, and supertest's request.expect(status), assert too.
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*', '**.expect'] }],
    },
  },
  {
    // e2e/ loads tools/ (no package) by path, which no-relative-packages would refuse: the same rule,
    // another package's files by a relative path, is written out here instead.
    files: ['e2e/**/*.{ts,js,mjs,cjs}'],
    rules: {
      'import-x/no-relative-packages': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            PACKAGE_FILES,
            {
              regex: `^(\\.\\./)+(${WORKSPACE_PACKAGES.filter((pkg) => pkg !== 'e2e').join('|')})(/|$)`,
              message: 'Import a package by its public entry (@academy/common, …), not its files by a relative path.',
            },
          ],
        },
      ],
    },
  },
  ...ONE_PLACE_RULES,
  // Last: turn off every rule that Prettier's formatting would fight.
  prettier,
);
