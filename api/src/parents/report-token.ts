import { createHmac, timingSafeEqual } from 'crypto';

const LABEL = 'parent-report-unsubscribe';

/**
 * The token of a parent's unsubscribe link: an HMAC of the parent's id under the session secret, so
 * the link works without a sign-in, cannot be made for another parent, and needs no table.
 */
export function unsubscribeToken(secret: string, parentId: string): string {
  return createHmac('sha256', secret).update(`${LABEL}:${parentId}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, parentId: unknown, token: unknown): parentId is string {
  if (typeof parentId !== 'string' || typeof token !== 'string' || parentId.length > 36) return false;
  const expected = Buffer.from(unsubscribeToken(secret, parentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
