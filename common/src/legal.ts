import { ACCOUNT_RETENTION, AUDIT } from './limits';
import { CONSULTATION } from './consultation';

/**
 * The versions of the two legal documents. A consent is stored with the version the person agreed
 * to; the public pages show the current one and keep every earlier one readable
 * (`/privacy?version=N`). Publishing a new text: add its entry here (newest last), with the date it
 * takes effect, and its text beside the earlier ones.
 */
export type PolicyKind = 'terms' | 'privacy';

/** The public pages of the two documents; the footer, sign-up and the consultation form link them. */
export const LEGAL_PAGES: Record<PolicyKind, string> = { terms: '/terms', privacy: '/privacy' };

export interface PolicyVersion {
  version: number;
  /** 시행일, YYYY-MM-DD (Asia/Seoul). */
  effectiveDate: string;
}

export const POLICY_VERSIONS: Record<PolicyKind, readonly PolicyVersion[]> = {
  terms: [{ version: 1, effectiveDate: '2026-12-01' }],
  privacy: [
    { version: 1, effectiveDate: '2026-12-01' },
    { version: 2, effectiveDate: '2026-12-07' },
  ],
};

export function currentPolicy(kind: PolicyKind): PolicyVersion {
  const versions = POLICY_VERSIONS[kind];
  return versions[versions.length - 1];
}

/** Kinds of consent an account holds; GUARDIAN is the legal guardian's consent for a child under 14. */
export const CONSENT_KINDS = ['TERMS', 'PRIVACY', 'MARKETING', 'GUARDIAN'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/**
 * How long personal data is kept, in days, as this server is configured: the sweeps delete by these
 * figures and the privacy policy and consent texts state them (GET /api/site answers them).
 */
export interface RetentionDays {
  /** Accounts never approved, or rejected: after sign-up (UNAPPROVED_RETENTION_DAYS). */
  unapprovedAccounts: number;
  /** Consultation requests: after they are closed (CONSULT_RETENTION_DAYS). */
  consultations: number;
  /** The audit log (AUDIT_RETENTION_DAYS). */
  auditLog: number;
  /** A signed-in session without use. */
  sessions: number;
  /** A sent (or given up) mail's record, recipient and time: after it was queued (MAIL_OUTBOX_RETENTION_DAYS). */
  mailOutbox: number;
}

/** The figures of a server left at its defaults; a page shows them until the server's own arrive. */
export const DEFAULT_RETENTION: RetentionDays = {
  unapprovedAccounts: ACCOUNT_RETENTION.unapprovedDaysDefault,
  consultations: CONSULTATION.retentionDaysDefault,
  auditLog: AUDIT.retentionDaysDefault,
  sessions: ACCOUNT_RETENTION.sessionDays,
  mailOutbox: ACCOUNT_RETENTION.mailOutboxDaysDefault,
};
