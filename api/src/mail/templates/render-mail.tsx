import { convert } from 'html-to-text';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_ACADEMY_FACTS, type AcademyFacts } from '@academy/common';
import { MailAcademyContext } from './academy-context';
import { REPORT_MAIL_MESSAGES, REPORT_UNSUBSCRIBE_PATH } from '@academy/common/parents';
import type { ConsultationSummary, MailMessage, ParentWeeklyReportMessage } from '../mail-message';
import { ParentReportMail } from './parent-report-mail';
import { ConsultationDigestMail } from './consultation-mail';
import {
  MemberApprovedMail,
  MemberLeftMail,
  MemberRejectedMail,
  MemberRevokedMail,
  ParentInvitationMail,
  PasswordResetMail,
} from './member-mails';

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** Headers of this kind of mail (the report's List-Unsubscribe). */
  headers?: Record<string, string>;
}

interface Composed {
  subject: string;
  element: ReactElement;
  headers?: Record<string, string>;
}

/** The report's links: /parent at its week, and the one-click unsubscribe (RFC 8058) in the body and the headers. */
function weeklyReport(message: ParentWeeklyReportMessage, siteUrl: string, academy: AcademyFacts): Composed {
  const query = new URLSearchParams({ p: message.parentId, t: message.unsubscribeToken });
  const unsubscribeUrl = `${siteUrl}${REPORT_UNSUBSCRIBE_PATH}?${query.toString()}`;
  return {
    subject: subjectOf(academy, REPORT_MAIL_MESSAGES.subject(message.week)),
    element: (
      <ParentReportMail
        parentName={message.parentName}
        week={message.week}
        children={message.children}
        homeUrl={`${siteUrl}/parent?week=${message.week}`}
        unsubscribeUrl={unsubscribeUrl}
      />
    ),
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const subjectOf = (academy: AcademyFacts, text: string) => `[${academy.name}] ${text}`;

/** New consultation requests, however many, in one staff mail. */
function digest(consultations: ConsultationSummary[], siteUrl: string, academy: AcademyFacts): Composed {
  return {
    subject: subjectOf(
      academy,
      consultations.length === 1 ? `새 상담 신청: ${consultations[0]!.name}` : `새 상담 신청 ${consultations.length}건`,
    ),
    element: <ConsultationDigestMail consultations={consultations} siteUrl={siteUrl} />,
  };
}

function compose(message: MailMessage, siteUrl: string, academy: AcademyFacts): Composed {
  const subject = (text: string) => subjectOf(academy, text);
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
      return digest([message.consultation], siteUrl, academy);
    case 'PARENT_WEEKLY_REPORT':
      return weeklyReport(message, siteUrl, academy);
    case 'PARENT_INVITATION':
      return {
        subject: subject(`${message.childName} 학생의 학부모로 초대합니다`),
        element: (
          <ParentInvitationMail childName={message.childName} link={message.link} validDays={message.validDays} />
        ),
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
function rendered({ subject, element, headers }: Composed, academy: AcademyFacts): RenderedMail {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <MailAcademyContext.Provider value={academy}>{element}</MailAcademyContext.Provider>,
  )}`;
  return { subject, html, text: convert(html, TEXT_OPTIONS), ...(headers ? { headers } : {}) };
}

export function renderMail(
  message: MailMessage,
  siteUrl: string,
  academy: AcademyFacts = DEFAULT_ACADEMY_FACTS,
): RenderedMail {
  return rendered(compose(message, siteUrl, academy), academy);
}

/** The staff's digest of new consultation requests (OutboxWorker sends waiting notices together). */
export function renderConsultationDigest(
  consultations: ConsultationSummary[],
  siteUrl: string,
  academy: AcademyFacts = DEFAULT_ACADEMY_FACTS,
): RenderedMail {
  return rendered(digest(consultations, siteUrl, academy), academy);
}
