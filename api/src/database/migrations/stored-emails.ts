import { Logger } from '@nestjs/common';
import type { QueryRunner } from 'typeorm';

/**
 * Brings the stored e-mails to the form every lookup now uses (trimmed, lower-cased, NFC). Frozen
 * here rather than imported, so this migration keeps doing what it did when it first ran.
 */
const normalise = (email: string) => email.trim().toLowerCase().normalize('NFC');

export interface StoredEmail {
  id: string;
  email: string;
  role: string;
  createdAt: Date | string;
}

const ROLE_RANK: Record<string, number> = { ADMIN: 0, VERIFIED: 1, PENDING: 2 };

/**
 * Which rows get which address. When several rows normalise to one address, one keeps it: the
 * row that already holds it exactly (the one lookups found so far), else the highest role, then the
 * oldest. The others keep their stored address unchanged and so can no longer sign in (every
 * lookup is normalised); `collisions` names them for the administrator to merge or remove.
 */
export function planEmailNormalisation(rows: StoredEmail[]): {
  updates: Array<{ id: string; email: string }>;
  collisions: StoredEmail[];
} {
  const groups = new Map<string, StoredEmail[]>();
  for (const row of rows) {
    const key = normalise(row.email);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const updates: Array<{ id: string; email: string }> = [];
  const collisions: StoredEmail[] = [];
  for (const [email, group] of groups) {
    const keeper =
      group.find((row) => row.email === email) ??
      [...group].sort(
        (a, b) =>
          (ROLE_RANK[a.role] ?? 9) - (ROLE_RANK[b.role] ?? 9) ||
          new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime() ||
          (a.id < b.id ? -1 : 1),
      )[0];
    if (keeper.email !== email) updates.push({ id: keeper.id, email });
    collisions.push(...group.filter((row) => row !== keeper));
  }
  return { updates, collisions };
}

/** Applies the plan; `quote` is the driver's identifier quote. */
export async function normaliseStoredEmails(queryRunner: QueryRunner, quote: '`' | '"'): Promise<void> {
  const q = (name: string) => `${quote}${name}${quote}`;
  const rows: StoredEmail[] = await queryRunner.query(
    `SELECT ${q('id')}, ${q('email')}, ${q('role')}, ${q('createdAt')} FROM ${q('users')}`,
  );
  const { updates, collisions } = planEmailNormalisation(rows);
  for (const { id, email } of updates)
    await queryRunner.query(`UPDATE ${q('users')} SET ${q('email')} = ? WHERE ${q('id')} = ?`, [email, id]);
  if (collisions.length > 0) {
    new Logger('Migrations').warn(
      `정규화하면 같은 주소가 되는 계정이 있어 그대로 두었습니다 (이 계정들은 로그인할 수 없습니다): ${collisions.map((row) => `${row.id} <${row.email}>`).join(', ')}`,
    );
  }
}
