import { convert } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ACADEMY } from '@academy/common';
import type { ConsultationSummary, MailMessage } from '../mail-message';
import { ConsultationDigestMail } from './consultation-mail';
import {
  MemberApprovedMail,
  MemberLeftMail,
  MemberRejectedMail,
  MemberRevokedMail,
  PasswordResetMail,
} from './member-mails';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const subject = (text: string) => `[${ACADEMY.name}] ${text}`;

/** New consultation requests, however many, in one staff mail. */
function digest(consultations: ConsultationSummary[], siteUrl: string): { subject: string; element: ReactElement } {
  return {
    subject: subject(
      consultations.length === 1 ? `새 상담 신청: ${consultations[0]!.name}` : `새 상담 신청 ${consultations.length}건`,
    ),
    element: <ConsultationDigestMail consultations={consultations} siteUrl={siteUrl} />,
  };
}

function compose(message: MailMessage, siteUrl: string): { subject: string; element: ReactElement } {
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
    case 'MEMBER_LEFT':
      return { subject: subject('회원 탈퇴 완료 안내'), element: <MemberLeftMail name={message.name} /> };
    case 'CONSULTATION_NEW':
      return digest([message.consultation], siteUrl);
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

/** The message as HTML and as plain text, both from the same component. */
function rendered({ subject, element }: { subject: string; element: ReactElement }): RenderedMail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  return { subject, html, text: convert(html, TEXT_OPTIONS) };
}

export function renderMail(message: MailMessage, siteUrl: string): RenderedMail {
  return rendered(compose(message, siteUrl));
}

/** The staff's digest of new consultation requests (OutboxWorker sends waiting notices together). */
export function renderConsultationDigest(consultations: ConsultationSummary[], siteUrl: string): RenderedMail {
  return rendered(digest(consultations, siteUrl));
}
