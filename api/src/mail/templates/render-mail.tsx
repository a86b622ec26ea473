import { convert } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_ACADEMY_FACTS, type AcademyFacts } from '@academy/common';
import { MailAcademyContext } from './academy-context';
import type { MailMessage } from '../mail-message';
import { ConsultationNewMail } from './consultation-mail';
import { MemberApprovedMail, MemberRejectedMail, MemberRevokedMail, PasswordResetMail } from './member-mails';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

function compose(
  message: MailMessage,
  siteUrl: string,
  academy: AcademyFacts,
): { subject: string; element: ReactElement } {
  const subject = (text: string) => `[${academy.name}] ${text}`;
  switch (message.kind) {
    case 'MEMBER_APPROVED':
      return {
        subject: subject('회원 승인이 완료되었습니다'),
        element: <MemberApprovedMail name={message.name} siteUrl={siteUrl} />,
      };
    case 'MEMBER_REJECTED':
      return {
        subject: subject('회원가입 승인 결과 안내'),
        element: <MemberRejectedMail name={message.name} memo={message.memo} />,
      };
    case 'MEMBER_REVOKED':
      return {
        subject: subject('회원 승인이 취소되었습니다'),
        element: <MemberRevokedMail name={message.name} memo={message.memo} />,
      };
    case 'PASSWORD_RESET':
      return {
        subject: subject('비밀번호 재설정 안내'),
        element: <PasswordResetMail name={message.name} link={message.link} validMinutes={message.validMinutes} />,
      };
    case 'CONSULTATION_NEW':
      return {
        subject: subject(`새 상담 신청: ${message.consultation.name}`),
        element: <ConsultationNewMail consultation={message.consultation} siteUrl={siteUrl} />,
      };
  }
}

/** The plain-text part: the body's text with every link's address written out, the title left in the subject. */
const TEXT_OPTIONS = {
  wordwrap: 100,
  selectors: [
    { selector: 'title', format: 'skip' },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'th', format: 'inline' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
};

/** The message as HTML and as plain text, both from the same component, signed with the academy's facts. */
export function renderMail(
  message: MailMessage,
  siteUrl: string,
  academy: AcademyFacts = DEFAULT_ACADEMY_FACTS,
): RenderedMail {
  const { subject, element } = compose(message, siteUrl, academy);
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <MailAcademyContext.Provider value={academy}>{element}</MailAcademyContext.Provider>,
  )}`;
  return { subject, html, text: convert(html, TEXT_OPTIONS) };
}
