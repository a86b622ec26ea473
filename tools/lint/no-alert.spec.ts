import { execFileSync } from 'node:child_process';
import path from 'node:path';

// eslint.config.mjs refuses native alert() in every front end (issue 30: toasts and inline messages
// instead), proven on planted text linted as if it sat in the named file.
const LINT_TEXT = path.join(__dirname, 'lint-text.mjs');
const RULES = ['no-restricted-globals', 'no-restricted-properties'];

const PLANTED = [
  ['remote-admin/src/lib/planted.ts', "export const planted = () => window.alert('저장 실패');\n"],
  ['remote-public/src/components/planted.tsx', "export const planted = () => alert('오류');\n"],
  ['context/src/planted.ts', "export const planted = () => globalThis.alert('세션 만료');\n"],
  ['shell/src/planted.ts', "export const planted = () => self.alert('x');\n"],
  ['remote-member/src/planted.ts', "export const planted = () => window.confirm('탈퇴할까요?');\n"],
] as const;

let alertErrors: string[][];

beforeAll(() => {
  const input = JSON.stringify(PLANTED.map(([filePath, text]) => ({ filePath, text })));
  const output = execFileSync(process.execPath, [LINT_TEXT], { input, encoding: 'utf8' });
  const messages = JSON.parse(output) as { ruleId: string | null; message: string }[][];
  alertErrors = messages.map((list) =>
    list.filter((message) => RULES.includes(message.ruleId ?? '')).map((message) => message.message),
  );
});

describe('no native alert()', () => {
  it.each(PLANTED.slice(0, 4).map(([filePath], index) => [filePath, index]))('is refused in %s', (_filePath, index) => {
    expect(alertErrors[index]).toEqual([expect.stringContaining('Use the toast (useToast) or an inline message')]);
  });

  it('leaves confirm() alone for now', () => {
    expect(alertErrors[4]).toEqual([]);
  });
});
