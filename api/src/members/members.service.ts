import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import {
  displayName,
  isAdmin,
  type ApprovalRecord as ApprovalWire,
  type ApprovalStatus,
  type BatchResult,
  type Member,
  type MemberDecision,
  type MemberList,
  type MemberSort,
  type Role,
  type SortOrder,
  MEMBER_PAGE,
} from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { memberSearchCondition, memberSearchPattern, reportSql } from './member-search';
import { memberEvent, type MemberDone } from '../audit/audit-event';
import { enqueueMemberApprovedText } from '../phone/phone-outbox';
import { audited, AuditService } from '../audit/audit.service';
import { eachOnItsOwn } from '../http/batch-results';
import type { MailMessage } from '../mail/mail-message';
import { OutboxService } from '../mail/outbox.service';
import { SessionRecord } from '../sessions/session.entity';
import type { AdminActor } from './actor.decorator';
import { ApprovalRecord } from './approval-record.entity';
import type { ListMembersQuery } from './dto/list-members.query';
import { invalidState, memberNotFound } from './member.errors';
import { User } from './user.entity';
import { toApprovalWire, toMemberWire } from './user.wire';

const M = ADMIN_MESSAGES.members;

/** A row of the members export: what the spreadsheet shows of each member. */
export interface MemberExportRow {
  name: string;
  email: string;
  role: Role;
  /** ISO-8601 UTC. */
  createdAt: string;
}

interface RawExportRow {
  id: string;
  createdAt: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
}

/** A stored time as exactTime reads it (`2026-11-24 15:00:00.000000`, UTC) in ISO-8601. */
const storedTimeIso = (text: string): string => new Date(`${text.replace(' ', 'T').slice(0, 23)}Z`).toISOString();

export type MemberAction = Extract<MemberDone, 'approve' | 'reject' | 'revoke'>;

/** approve: PENDING → VERIFIED; reject: stays PENDING; revoke: VERIFIED → PENDING. Each writes a record. */
const TRANSITIONS: Record<
  MemberAction,
  { from: Role; to: Role; record: ApprovalStatus; wrongState: string; done: string }
> = {
  approve: { from: 'PENDING', to: 'VERIFIED', record: 'APPROVED', wrongState: M.notPending, done: M.approvedDetail },
  reject: { from: 'PENDING', to: 'PENDING', record: 'REJECTED', wrongState: M.notPending, done: M.rejectedDetail },
  revoke: { from: 'VERIFIED', to: 'PENDING', record: 'REVOKED', wrongState: M.notVerified, done: M.revokedDetail },
};

type UserWithLatest = User & { latestApproval?: ApprovalRecord | null };

/** The e-mail each decision sends the member, written in the decision's transaction. */
function decisionMail(action: MemberAction, user: User, memo: string | null): MailMessage {
  const to = user.email;
  const name = displayName(user);
  switch (action) {
    case 'approve':
      return { kind: 'MEMBER_APPROVED', to, name };
    case 'reject':
      return { kind: 'MEMBER_REJECTED', to, name, memo };
    case 'revoke':
      return { kind: 'MEMBER_REVOKED', to, name, memo };
  }
}

/**
 * The member's latest decision, read in the decision's transaction. The update before it holds the
 * member's row, so on MySQL a locking read sees a decision another admin has just committed (a plain
 * read would see the transaction's older snapshot); SQLite runs one write transaction at a time.
 */
async function latestStatus(manager: EntityManager, userId: string): Promise<ApprovalStatus | null> {
  const query = manager
    .getRepository(ApprovalRecord)
    .createQueryBuilder('a')
    .select('a.status', 'status')
    .where('a.userId = :userId', { userId })
    .orderBy('a.createdAt', 'DESC')
    .addOrderBy('a.id', 'DESC')
    .limit(1);
  if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_read');
  const latest = await query.getRawOne<{ status: ApprovalStatus }>();
  return latest?.status ?? null;
}

/** The member as an audit row names it. */
export const auditedMember = (user: User) => ({ id: user.id, email: user.email, name: displayName(user) });

/** The one place member approval, rejection, revocation, removal and listing happen; controllers are thin. */
@Injectable()
export class MembersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * One page of the list in the order asked for (newest first without one), and how many match.
   * The page's ids are found first, along IDX_users_created for the default order (the last page
   * costs what the first does), then only those members are read with their latest approval record.
   */
  async list(query: ListMembersQuery = {}): Promise<MemberList> {
    const pageSize = query.pageSize ?? MEMBER_PAGE.sizeDefault;
    const ids = this.sorted(this.matching(query).select('u.id', 'id'), query.sort, query.order)
      .offset(((query.page ?? 1) - 1) * pageSize)
      .limit(pageSize);
    const [rows, total] = await Promise.all([ids.getRawMany<{ id: string }>(), this.matching(query).getCount()]);
    return { items: await this.withLatest(rows.map((row) => row.id)), total };
  }

  /**
   * Every member the filters match, in the list's order, a batch at a time (the members export):
   * each batch starts after the last one's (createdAt, id), so no batch counts or skips rows. The
   * export's columns come with the keys, one query a batch and no entities to build.
   */
  async *exportBatches(
    filters: Omit<ListMembersQuery, 'page' | 'pageSize'>,
    size: number,
  ): AsyncGenerator<MemberExportRow[]> {
    const createdAt = reportSql(this.dataSource).exactTime('u.createdAt');
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const query = this.ordered(
        this.matching(filters)
          .select('u.id', 'id')
          .addSelect(createdAt, 'createdAt')
          .addSelect('u.email', 'email')
          .addSelect('u.firstName', 'firstName')
          .addSelect('u.lastName', 'lastName')
          .addSelect('u.role', 'role'),
      );
      if (after) query.andWhere('(u.createdAt < :createdAt OR (u.createdAt = :createdAt AND u.id < :id))', after);
      const rows = await query.limit(size).getRawMany<RawExportRow>();
      if (rows.length === 0) return;
      yield rows.map((row) => ({
        name: displayName(row),
        email: row.email,
        role: row.role,
        createdAt: storedTimeIso(row.createdAt),
      }));
      if (rows.length < size) return;
      const last = rows[rows.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  /** These members with their latest approval record, in the order of `ids`. */
  private async withLatest(ids: string[]): Promise<Member[]> {
    if (ids.length === 0) return [];
    const users: UserWithLatest[] = await this.withLatestApproval(this.users())
      .andWhere('u.id IN (:...ids)', { ids })
      .getMany();
    const byId = new Map(users.map((user) => [user.id, user]));
    return ids.flatMap((id) => {
      const user = byId.get(id);
      return user ? [toMemberWire(user, user.latestApproval ?? null)] : [];
    });
  }

  /** The older clients' pending list: its first MEMBER_PAGE.sizeMax, newest first. */
  async pending(): Promise<Member[]> {
    return (await this.list({ status: 'pending', pageSize: MEMBER_PAGE.sizeMax })).items;
  }

  /** A member's approval history, newest first. */
  async approvalsOf(userId: string): Promise<ApprovalWire[]> {
    const records = await this.dataSource
      .getRepository(ApprovalRecord)
      .find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return records.map(toApprovalWire);
  }

  async act(
    action: MemberAction,
    userId: string,
    memo: string | null | undefined,
    actor: AdminActor,
  ): Promise<{ message: string; user: User }> {
    const transition = TRANSITIONS[action];
    const user = await this.audit.change(actor, async (manager) => {
      const users = manager.getRepository(User);
      const target = await this.findChangeable(manager, userId);
      // Conditional on the expected role, so of two admins acting at once only one succeeds.
      const changed = await users.update({ id: userId, role: transition.from }, { role: transition.to });
      if (!changed.affected) throw invalidState(transition.wrongState);
      // Rejecting keeps the role, so the role alone cannot tell a second rejection: the latest record does.
      if (action === 'reject' && (await latestStatus(manager, userId)) === 'REJECTED')
        throw invalidState(M.alreadyRejected);
      const records = manager.getRepository(ApprovalRecord);
      await records.insert(
        records.create({
          userId,
          status: transition.record,
          // The memo field's rule has trimmed it and made a blank one null.
          memo: memo || null,
          actedBy: actor.actedBy,
          // Millisecond times keep "newest first" exact (SQLite's column default has whole seconds).
          createdAt: new Date(),
        }),
      );
      await this.outbox.enqueue(manager, decisionMail(action, target, memo || null));
      // A student who gave a phone at sign-up hears of the approval there too.
      if (action === 'approve' && target.phone)
        await enqueueMemberApprovedText(manager, { to: target.phone, name: displayName(target) });
      return audited(await users.findOneByOrFail({ id: userId }), memberEvent(action, auditedMember(target)));
    });
    return { message: transition.done, user };
  }

  /** The single approve or reject of each member, each on its own (see eachOnItsOwn). */
  decideEach(
    decision: MemberDecision,
    userIds: readonly string[],
    memo: string | null | undefined,
    actor: AdminActor,
  ): Promise<BatchResult[]> {
    return eachOnItsOwn(userIds, (userId) => this.act(decision, userId, memo, actor));
  }

  /** Deletes the account, its approval records (FK cascade) and every session it has. */
  async remove(userId: string, actor: AdminActor): Promise<void> {
    await this.audit.change(actor, async (manager) => {
      const target = await manager.findOneBy(User, { id: userId });
      if (!target) throw memberNotFound();
      if (target.id === actor.userId) throw invalidState(M.cannotRemoveSelf);
      if (isAdmin(target)) throw invalidState(M.cannotChangeAdmin);
      await manager.delete(SessionRecord, { userId });
      await manager.delete(User, { id: userId });
      return audited(undefined, memberEvent('remove', auditedMember(target)));
    });
  }

  /**
   * A member an administrator may act on, read in the caller's transaction: 404 when missing,
   * 409 for an ADMIN account (no admin action changes one).
   */
  async findChangeable(
    manager: EntityManager,
    userId: string,
    adminMessage: string = M.cannotChangeAdmin,
  ): Promise<User> {
    const target = await manager.findOneBy(User, { id: userId });
    if (!target) throw memberNotFound();
    if (isAdmin(target)) throw invalidState(adminMessage);
    return target;
  }

  /** One member as the admin list shows it (the history drawer's heading). */
  async memberById(userId: string): Promise<Member> {
    const user = (await this.withLatestApproval(this.users())
      .andWhere('u.id = :userId', { userId })
      .getOne()) as UserWithLatest | null;
    if (!user) throw memberNotFound();
    return toMemberWire(user, user.latestApproval ?? null);
  }

  private users(): SelectQueryBuilder<User> {
    return this.dataSource.getRepository(User).createQueryBuilder('u');
  }

  /** Newest first, the id breaking ties: the order of IDX_users_created. */
  private ordered<T extends SelectQueryBuilder<User>>(builder: T): T {
    return builder.orderBy('u.createdAt', 'DESC').addOrderBy('u.id', 'DESC') as T;
  }

  /**
   * The list's order: by sign-up (newest first by default), by name as it is shown (family name,
   * then given name; Hangul syllables sort in dictionary order on both drivers) or by e-mail, each
   * ending with the id so that pages never share or skip a row.
   */
  private sorted<T extends SelectQueryBuilder<User>>(builder: T, sort: MemberSort = 'createdAt', order?: SortOrder): T {
    if (sort === 'createdAt') {
      const direction = order === 'asc' ? 'ASC' : 'DESC';
      return builder.orderBy('u.createdAt', direction).addOrderBy('u.id', direction) as T;
    }
    const direction = order === 'desc' ? 'DESC' : 'ASC';
    if (sort === 'name')
      builder
        .orderBy("COALESCE(u.lastName, '')", direction)
        .addOrderBy("COALESCE(u.firstName, '')", direction)
        .addOrderBy('u.email', direction);
    else builder.orderBy('u.email', direction);
    return builder.addOrderBy('u.id', direction) as T;
  }

  private withLatestApproval(builder: SelectQueryBuilder<User>): SelectQueryBuilder<User> {
    return builder.leftJoinAndMapOne(
      'u.latestApproval',
      ApprovalRecord,
      'latest',
      'latest.id = (SELECT a.id FROM approval_records a WHERE a.userId = u.id ORDER BY a.createdAt DESC, a.id DESC LIMIT 1)',
    );
  }

  /** The members the list's filters match; the latest approval is joined only where the status reads it. */
  private matching(query: ListMembersQuery): SelectQueryBuilder<User> {
    const status = query.status ?? 'all';
    const builder =
      status === 'pending' || status === 'rejected' ? this.withLatestApproval(this.users()) : this.users();
    switch (status) {
      case 'pending':
        // Rejected members stay PENDING but leave this list: they are listed under "rejected".
        builder.andWhere("u.role = 'PENDING'").andWhere("(latest.id IS NULL OR latest.status <> 'REJECTED')");
        break;
      case 'rejected':
        builder.andWhere("u.role = 'PENDING'").andWhere("latest.status = 'REJECTED'");
        break;
      case 'verified':
        builder.andWhere("u.role = 'VERIFIED'");
        break;
      case 'admin':
        builder.andWhere("u.role = 'ADMIN'");
        break;
    }
    if (query.role) builder.andWhere('u.role = :role', { role: query.role });
    if (query.q) this.search(builder, query.q);
    return builder;
  }

  /** q matches first name, last name, e-mail and the whole name (the same search as the viewing report's). */
  private search(builder: SelectQueryBuilder<User>, q: string): void {
    builder.andWhere(memberSearchCondition(reportSql(this.dataSource), ':pattern'), {
      pattern: memberSearchPattern(q),
    });
  }
}
