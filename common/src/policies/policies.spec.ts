import { DEFAULT_ACADEMY_FACTS } from '../academy-facts';
import { POLICY_VERSIONS, type RetentionDays } from '../legal';
import { policyDocument, policyVersionFor } from './index';

const text = (kind: 'privacy' | 'terms', retention: RetentionDays) => {
  const document = policyDocument(kind, 1, { facts: DEFAULT_ACADEMY_FACTS, retention })!;
  return [document.intro, ...document.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? [])])].join(
    '\n',
  );
};

describe('the legal documents', () => {
  it('every published version has its text', () => {
    for (const kind of ['privacy', 'terms'] as const)
      for (const { version, effectiveDate } of POLICY_VERSIONS[kind])
        expect(policyDocument(kind, version, { facts: DEFAULT_ACADEMY_FACTS, retention: any() })).toMatchObject({
          version,
          effectiveDate,
        });
  });

  it('the privacy policy states each retention period it is given, whatever they are', () => {
    const retention = { unapprovedAccounts: 13, consultations: 29, auditLog: 733, sessions: 3, mailOutbox: 17 };
    const privacy = text('privacy', retention);
    expect(privacy).toContain('날부터 29일');
    expect(privacy).toContain('가입 신청일부터 13일');
    expect(privacy).toContain('기록일부터 733일');
    expect(privacy).toContain('마지막 이용부터 3일');
    expect(privacy).toContain('발송 요청일부터 17일');
  });

  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['2', null],
    ['01', null],
    ['1e0', null],
    ['-1', null],
  ])('?version=%p names version %p', (requested, expected) => {
    expect(policyVersionFor('privacy', requested)).toBe(expected);
  });
});

function any(): RetentionDays {
  return { unapprovedAccounts: 90, consultations: 365, auditLog: 730, sessions: 7, mailOutbox: 30 };
}
