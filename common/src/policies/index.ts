import { POLICY_VERSIONS, currentPolicy, type PolicyKind } from '../legal';
import { PRIVACY_V1 } from './privacy-v1';
import { PRIVACY_V2 } from './privacy-v2';
import { TERMS_V1 } from './terms-v1';
import type { PolicyDocument, PolicyInputs, PolicyText } from './types';

export type * from './types';

/**
 * The text of every published version, by document and version number. Publishing a new version:
 * write `privacy-v2.ts` beside v1 (v1 stays as it was: it is what earlier consents agreed to), add
 * it here, and its version and 시행일 to POLICY_VERSIONS in legal.ts.
 */
const TEXTS: Record<PolicyKind, Record<number, PolicyText>> = {
  privacy: { 1: PRIVACY_V1, 2: PRIVACY_V2 },
  terms: { 1: TERMS_V1 },
};

export const POLICY_TITLES: Record<PolicyKind, string> = {
  privacy: '개인정보처리방침',
  terms: '이용약관',
};

/** The public page of each document (earlier versions at `?version=N`). */
export const POLICY_PATHS: Record<PolicyKind, string> = { privacy: '/privacy', terms: '/terms' };

/**
 * The version a `?version=` value asks for: the current one when there is none, null when it names
 * no published version.
 */
export function policyVersionFor(kind: PolicyKind, requested: string | null | undefined): number | null {
  if (requested === null || requested === undefined || requested === '') return currentPolicy(kind).version;
  if (!/^[1-9]\d{0,3}$/.test(requested)) return null;
  const version = Number(requested);
  return POLICY_VERSIONS[kind].some((entry) => entry.version === version) && TEXTS[kind][version] ? version : null;
}

/** A version's whole document, written from the academy's facts and the configured retention. */
export function policyDocument(kind: PolicyKind, version: number, inputs: PolicyInputs): PolicyDocument | null {
  const entry = POLICY_VERSIONS[kind].find((candidate) => candidate.version === version);
  const text = TEXTS[kind][version];
  if (!entry || !text) return null;
  return { kind, version, effectiveDate: entry.effectiveDate, title: POLICY_TITLES[kind], ...text(inputs) };
}
