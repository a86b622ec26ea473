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

  it('v2 names the phone numbers, the parents and the processors of 문자·알림톡, and keeps v1 as it was', () => {
    const inputs = { facts: DEFAULT_ACADEMY_FACTS, retention: any() };
    const v2 = JSON.stringify(policyDocument('privacy', 2, inputs));
    for (const words of ['휴대폰 번호', '회원가입 (학부모)', '학부모 연결', '(주)솔라피', '카카오 알림톡 전달'])
      expect(v2).toContain(words);
    const v1 = JSON.stringify(policyDocument('privacy', 1, inputs));
    expect(v1).toContain('위탁하지 않습니다');
    expect(v1).not.toContain('학부모');
  });

  it.each([
    [undefined, 2],
    ['', 2],
    ['1', 1],
    ['2', 2],
    ['3', null],
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
