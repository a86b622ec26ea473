import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The import boundaries of eslint.config.mjs (docs/decisions.md, "Import boundaries"), proven on
// planted text: each import below is linted as if it sat in the named file.
const LINT_TEXT = path.join(__dirname, 'lint-text.mjs');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Every planted file of this suite, linted in one ESLint process (loading the configuration is the slow part). */
const PLANTED = {
  crossFeature: [
    'remote-admin/src/features/courses/components/Planted.tsx',
    "import { VideoTable } from '../../videos/components/VideoTable';\nexport const planted = VideoTable;\n",
  ],
  featureToPages: [
    'remote-admin/src/features/overview/components/Planted.tsx',
    "import { ADMIN_SCREENS } from '../../../pages/admin-screens';\nexport const planted = ADMIN_SCREENS;\n",
  ],
  shippedToTestHelpers: [
    'remote-admin/src/lib/planted.ts',
    "import { memberRoutes } from '../test/member-routes';\nexport const planted = memberRoutes;\n",
  ],
  specToTestHelpers: [
    'remote-admin/src/lib/planted.spec.ts',
    "import { memberRoutes } from '../test/member-routes';\nexport const planted = memberRoutes;\n",
  ],
  auditToCourses: [
    'api/src/audit/planted.ts',
    "import { Course } from '../courses/course.entity';\nexport const planted = Course;\n",
  ],
  coursesToAudit: [
    'api/src/courses/planted.ts',
    "import { AuditService } from '../audit/audit.service';\nexport const planted = AuditService;\n",
  ],
  membersToAnalytics: [
    'api/src/members/planted.ts',
    "import { reportRange } from '../analytics/report-range';\nexport const planted = reportRange;\n",
  ],
  plumbingToDomain: [
    'api/src/http/planted.ts',
    "import { User } from '../members/user.entity';\nexport const planted = User;\n",
  ],
  domainToAccessDecorators: [
    'api/src/members/planted.ts',
    "import { AdminAccess } from '../auth/decorators/access.decorators';\nexport const planted = AdminAccess;\n",
  ],
  scriptToE2e: [
    'scripts/planted.mjs',
    "import { ARTIFACTS_DIR } from '../e2e/support/site';\nexport const planted = ARTIFACTS_DIR;\n",
  ],
} as const;

type Planted = keyof typeof PLANTED;
let boundaryErrors: Record<Planted, string[]>;

beforeAll(() => {
  const names = Object.keys(PLANTED) as Planted[];
  const input = JSON.stringify(names.map((name) => ({ filePath: PLANTED[name][0], text: PLANTED[name][1] })));
  const output = execFileSync(process.execPath, [LINT_TEXT], { input, encoding: 'utf8' });
  const messages = JSON.parse(output) as LintMessage[][];
  boundaryErrors = Object.fromEntries(
    names.map((name, index) => [
      name,
      messages[index]!.filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((m) => m.message),
    ]),
  ) as Record<Planted, string[]>;
});

describe('import boundaries', () => {
  it('refuses a feature importing another feature in a front end', () => {
    expect(boundaryErrors.crossFeature).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('refuses a feature importing the admin screen table (the app layer)', () => {
    expect(boundaryErrors.featureToPages).toEqual([expect.stringContaining('Features do not import the app layer')]);
  });

  it('refuses shipped code importing the specs’ helpers, and lets a spec import them', () => {
    expect(boundaryErrors.shippedToTestHelpers).toEqual([
      expect.stringContaining('Only specs import the test helpers'),
    ]);
    expect(boundaryErrors.specToTestHelpers).toEqual([]);
  });

  it('refuses an API module importing a module above it, and lets it import one below', () => {
    expect(boundaryErrors.auditToCourses).toEqual([expect.stringContaining('audit may not import courses')]);
    expect(boundaryErrors.membersToAnalytics).toEqual([expect.stringContaining('members may not import analytics')]);
    expect(boundaryErrors.coursesToAudit).toEqual([]);
  });

  it('refuses the API plumbing importing a domain, and lets every domain use the access decorators', () => {
    expect(boundaryErrors.plumbingToDomain).toEqual([expect.stringContaining('API plumbing')]);
    expect(boundaryErrors.domainToAccessDecorators).toEqual([]);
  });

  it('refuses scripts/ importing e2e/: what both use lives in tools/', () => {
    expect(boundaryErrors.scriptToE2e).toEqual([
      expect.stringContaining('scripts/ and e2e/ share code through tools/'),
    ]);
  });
});
