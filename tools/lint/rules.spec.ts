import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The "one rule, one place" selectors of eslint.config.mjs (docs/decisions.md), proven on planted
// text: each text is linted as if it sat in the named file, and only no-restricted-syntax counts.
const LINT_TEXT = path.join(__dirname, 'lint-text.mjs');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

const PLANTED = {
  roleComparisons: [
    'api/src/members/planted.ts',
    `declare const user: { role: string } | undefined;
declare const role: string;
export const planted = [user?.role === 'ADMIN', 'PENDING' !== user!.role, role == 'VERIFIED'];
`,
  ],
  roleHelpers: [
    'remote-admin/src/features/members/planted.ts',
    `import { isAdmin, isPending, type Role } from '@academy/common';
declare const user: { role: Role };
export const where = { role: 'PENDING' };
export function label(): string {
  switch (user.role) {
    case 'ADMIN':
      return 'admin';
    default:
      return isAdmin(user) || isPending(user) ? 'member' : 'other';
  }
}
`,
  ],
  rolesModule: ['common/src/roles.ts', `declare const role: string;\nexport const planted = role === 'ADMIN';\n`],
  unitConstants: [
    'api/src/sessions/planted.ts',
    `export const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1_000;
const HOUR_MS = 3_600_000;
export const planted = [MINUTE, HOUR_MS];
`,
  ],
  unitConstantInSpec: ['api/test/planted.e2e-spec.ts', `export const DAY = 24 * 60 * MINUTE_MS;\n`],
  unitsImported: [
    'api/src/sessions/planted.ts',
    `import { DAY_MS, MINUTE_MS } from '@academy/common/korean-days';
const CLAIM_MS = 5 * MINUTE_MS;
export const RETENTION_MS = 30 * DAY_MS;
export function later(minutes: number) {
  const inner = 60 * 1000;
  return minutes * inner + CLAIM_MS;
}
`,
  ],
  unitsInTimeModule: ['common/src/korean-days.ts', `export const MINUTE_MS = 60 * 1000;\n`],
  handFormatted: [
    'api/src/mail/templates/planted.tsx',
    `declare const at: string;
const date = new Date(at);
export const planted = [
  date.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' }),
  new Intl.DateTimeFormat('ko-KR').format(date),
  date.toLocaleDateString('ko-KR'),
  \`\${date.getHours()}시\`,
];
`,
  ],
  formattedByCommon: [
    'api/src/mail/templates/planted.tsx',
    `import { formatDateTime, SEOUL_TIME_ZONE } from '@academy/common';
declare const at: string;
export const planted = [formatDateTime(at), (1234).toLocaleString('ko-KR'), new Date(at).getUTCDay(), SEOUL_TIME_ZONE];
`,
  ],
  zoneInTimeModule: [
    'common/src/format.ts',
    `export const planted = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul' });\n`,
  ],
  zoneInSpec: [
    'api/src/web/planted.spec.ts',
    `it('names the zone', () => {\n  expect({ scheduleTimezone: 'Asia/Seoul' }).toEqual({ scheduleTimezone: 'Asia/Seoul' });\n});\n`,
  ],
  apiAddresses: [
    'remote-admin/src/features/videos/api/planted.ts',
    `declare const id: string;
export const planted = ['/api/admin/videos', \`/api/admin/videos/\${id}\`, '/api', '/api?x=1'];
`,
  ],
  typedClient: [
    'remote-member/src/features/progress/api/planted.ts',
    `import { api, apiUrl } from '@academy/context';
export const planted = [api.get('/videos'), apiUrl('/login'), '/apis', 'https://example.com/api/x'];
`,
  ],
  apiAddressInClient: ['context/src/api-client/planted.ts', `export const API_BASE = '/api';\n`],
  apiAddressInSpec: [
    'remote-admin/src/features/videos/planted.spec.ts',
    `it('asks', () => {\n  expect('/api/admin/videos').toBe('/api/admin/videos');\n});\n`,
  ],
  apiAddressInApi: ['api/src/web/planted.ts', `export const planted = '/api/academy';\n`],
} as const;

type Planted = keyof typeof PLANTED;
let found: Record<Planted, string[]>;

beforeAll(() => {
  const names = Object.keys(PLANTED) as Planted[];
  const input = JSON.stringify(names.map((name) => ({ filePath: PLANTED[name][0], text: PLANTED[name][1] })));
  const output = execFileSync(process.execPath, [LINT_TEXT], { input, encoding: 'utf8' });
  const messages = JSON.parse(output) as LintMessage[][];
  found = Object.fromEntries(
    names.map((name, index) => [
      name,
      messages[index]!.filter((message) => message.ruleId === 'no-restricted-syntax').map((m) => m.message),
    ]),
  ) as Record<Planted, string[]>;
});

const ROLE = expect.stringContaining("Ask @academy/common's isAdmin()");
const UNIT = expect.stringContaining('MINUTE_MS, HOUR_MS and DAY_MS of @academy/common/korean-days');

describe('roles are compared in common/src/roles.ts only', () => {
  it('refuses role === / !== / == a role name, on either side and through ?.', () => {
    expect(found.roleComparisons).toEqual([ROLE, ROLE, ROLE]);
  });

  it('lets the helpers, a switch on the role and a TypeORM where object through', () => {
    expect(found.roleHelpers).toEqual([]);
  });

  it('lets the roles module itself compare', () => {
    expect(found.rolesModule).toEqual([]);
  });
});

describe('a minute, an hour and a day are defined once', () => {
  it('refuses a top-level unit constant, by its value or by its name', () => {
    expect(found.unitConstants).toEqual([UNIT, UNIT, UNIT]);
  });

  it('refuses one in a test too', () => {
    expect(found.unitConstantInSpec).toEqual([UNIT]);
  });

  it('lets a module import the units and build its own durations from them', () => {
    expect(found.unitsImported).toEqual([]);
  });

  it('lets the time module define them', () => {
    expect(found.unitsInTimeModule).toEqual([]);
  });
});

describe('Korean time is formatted by the time module only', () => {
  it('refuses a zone name, a timeZone option, Intl.DateTimeFormat, toLocaleDateString and local getters', () => {
    expect(found.handFormatted).toEqual([
      expect.stringContaining('not with a timeZone option here'),
      expect.stringContaining('A time-zone name lives in the time module alone'),
      expect.stringContaining('Intl.DateTimeFormat is made by the time module'),
      expect.stringContaining('A date written by toLocale…String'),
      expect.stringContaining('A local-time getter'),
    ]);
  });

  it("lets common's formatters, a number's toLocaleString and UTC calendar arithmetic through", () => {
    expect(found.formattedByCommon).toEqual([]);
  });

  it('lets the time module and a spec pinning its output name the zone', () => {
    expect(found.zoneInTimeModule).toEqual([]);
    expect(found.zoneInSpec).toEqual([]);
  });
});

describe('the front ends call the API through the typed client only', () => {
  const ADDRESS = expect.stringContaining("@academy/context's typed client");

  it("refuses an '/api…' address written in a front end's source, as a string or a template", () => {
    expect(found.apiAddresses).toEqual([ADDRESS, ADDRESS, ADDRESS, ADDRESS]);
  });

  it('lets typed paths, apiUrl and addresses that are not the API through', () => {
    expect(found.typedClient).toEqual([]);
  });

  it('lets the client itself, the tests and the API name its addresses', () => {
    expect(found.apiAddressInClient).toEqual([]);
    expect(found.apiAddressInSpec).toEqual([]);
    expect(found.apiAddressInApi).toEqual([]);
  });
});
