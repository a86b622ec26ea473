import { ACADEMY } from '@academy/common';
import type { MailMessage } from '../mail-message';
import { renderMail } from './render-mail';

const SITE = 'https://academy.test';

const EVERY_KIND: MailMessage[] = [
  { kind: 'MEMBER_APPROVED', to: 'a@test.local', name: '김민수' },
  {
    kind: 'MEMBER_REJECTED',
    to: 'a@test.local',
    name: '김민수',
    memo: '재원생 명단에 없습니다.\n학원으로 연락주세요.',
  },
  { kind: 'MEMBER_REVOKED', to: 'a@test.local', name: '김민수', memo: null },
  {
    kind: 'PASSWORD_RESET',
    to: 'a@test.local',
    name: '',
    link: `${SITE}/reset-password?token=abc_-1`,
    validMinutes: 30,
  },
  {
    kind: 'CONSULTATION_NEW',
    to: 'staff@test.local',
    consultation: {
      id: 'c1',
      name: '이서연 학부모',
      phone: '010-1234-5678',
      grade: '중2',
      program: null,
      message: '레벨 테스트 문의',
      createdAt: '2026-03-01T01:00:00.000Z',
    },
  },
];

describe('renderMail', () => {
  it.each(EVERY_KIND.map((message) => [message.kind, message] as const))(
    '%s: a Korean subject, HTML and a plain-text part with the academy name and address',
    (_kind, message) => {
      const mail = renderMail(message, SITE);
      expect(mail.subject.startsWith(`[${ACADEMY.name}] `)).toBe(true);
      expect(mail.html.startsWith('<!DOCTYPE html><html lang="ko">')).toBe(true);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(ACADEMY.name);
        expect(part).toContain(ACADEMY.address);
      }
      expect(mail.text).not.toContain('<');
    },
  );

  it('writes the memo of a rejection into both parts, and the reset link out in full in the text', () => {
    const rejected = renderMail(EVERY_KIND[1]!, SITE);
    expect(rejected.text).toContain('재원생 명단에 없습니다.');
    expect(rejected.html).toContain('재원생 명단에 없습니다.');
    const reset = renderMail(EVERY_KIND[3]!, SITE);
    expect(reset.text).toContain(`${SITE}/reset-password?token=abc_-1`);
    expect(reset.text).toContain('30분');
    expect(reset.text).toContain('회원님, 안녕하세요.');
  });

  it('escapes what a member or visitor typed', () => {
    const mail = renderMail({ kind: 'MEMBER_APPROVED', to: 'a@test.local', name: '<script>x</script>' }, SITE);
    expect(mail.html).not.toContain('<script>');
  });
});
