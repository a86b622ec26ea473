import { useId } from 'react';
import { DEFAULT_RETENTION, signupCollectionNotice, SIGNUP_CONSENT_MESSAGES as M } from '@academy/common';
import { useApiQuery, type FieldBinding } from '@academy/context';
import { CheckboxField, CHECKED } from '../form/CheckboxField';
import { FormField } from '../form/FormField';
import { isParentSignup, type SignupFormValues } from './signup-values';

type Field = (name: keyof SignupFormValues & string) => FieldBinding;

/** The sign-up retention as this server applies it (GET /site), the default until it answers. */
function useUnapprovedRetentionDays(): number {
  const site = useApiQuery('/site');
  return site.data?.retention?.unapprovedAccounts ?? DEFAULT_RETENTION.unapprovedAccounts;
}

/** A link to a public legal page, opened beside the form so nothing typed is lost. */
function PolicyLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="consent-box__link">
      {children} (새 창)
    </a>
  );
}

/**
 * The consents of the sign-up form (개인정보 보호법 §15, §22, §22-2): the terms and the collection
 * notice, both required; marketing, optional and unticked; and, for a student under 14, the
 * guardian's name, number and consent (a parent signing up is the guardian: no such box).
 */
export function SignupConsentFields({ field, values }: { field: Field; values: SignupFormValues }) {
  const noticeId = useId();
  const notice = signupCollectionNotice(useUnapprovedRetentionDays());
  const student = !isParentSignup(values);
  const under14 = student && values.under14 === CHECKED;
  return (
    <fieldset className="consent-box">
      <legend className="consent-box__legend">약관 동의</legend>
      <CheckboxField label={M.termsLabel} field={field('agreements.terms')} />
      <PolicyLink href="/terms">{M.termsLink}</PolicyLink>
      <div id={noticeId} className="consent-box__notice">
        <p className="consent-box__notice-title">{notice.title}</p>
        <ul>
          <li>{notice.items}</li>
          <li>{notice.purpose}</li>
          <li>{notice.retention}</li>
        </ul>
        <p>{notice.refusal}</p>
      </div>
      <CheckboxField label={M.privacyLabel} field={field('agreements.privacy')} describedBy={noticeId} />
      <PolicyLink href="/privacy">{M.privacyLink}</PolicyLink>
      <CheckboxField label={M.marketingLabel} field={field('agreements.marketing')} />
      {student && <CheckboxField label={M.under14Label} field={field('under14')} />}
      {under14 && (
        <div className="consent-box__guardian">
          <p className="consent-box__guardian-lead">
            만 14세 미만은 법정대리인(부모님 등)의 동의가 필요합니다. 학원에서 승인 전에 연락드릴 수 있습니다.
          </p>
          <FormField
            label={M.guardianNameLabel}
            field={field('guardianName')}
            autoComplete="off"
            placeholder="예: 김영희"
          />
          <FormField
            label={M.guardianPhoneLabel}
            field={field('guardianPhone')}
            type="tel"
            autoComplete="off"
            inputMode="tel"
            placeholder="예: 010-1234-5678"
          />
          <CheckboxField label={M.guardianConsentLabel} field={field('guardianConsent')} describedBy={noticeId} />
        </div>
      )}
    </fieldset>
  );
}
