import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isVerified } from '@academy/common';
import {
  normalizeLinkCode,
  PARENT_LIMITS,
  type AdminParentLinkList,
  type ParentChild,
  type ParentLinkRequested,
  type ParentLinkStatus,
  type ParentOwnLink,
  type StudentGuardianLink,
} from '@academy/common/parents';
import { AuditService } from '../audit/audit.service';
import { memberActor } from '../consents/consents.service';
import { isUniqueViolation } from '../database/unique-violation';
import type { AdminActor } from '../members/actor.decorator';
import { User } from '../members/user.entity';
import { LinkCodesService } from './link-codes.service';
import {
  alreadyConfirmed,
  alreadyLinked,
  invalidCode,
  linkNotFound,
  notYourChild,
  tooManyGuardians,
} from './parent.errors';
import { linkConfirmEvent, linkRequestEvent, unlinkEvent, type LinkRemover } from './parent-link-audit';
import { ParentLink } from './parent-link.entity';
import { toAdminParentLink, toLinkPerson, toParentOwnLink, toStudentGuardianLink } from './parent-link.wire';

export interface ParentLinkFilters {
  status?: ParentLinkStatus;
  childId?: string;
  parentId?: string;
  page?: number;
  pageSize?: number;
}

export const PARENT_LINKS_PAGE_SIZE = 20;

/**
 * Links between parents and students: a parent asks with a student's code, staff confirm, and
 * either side or staff remove. Each change writes its audit row in its own transaction.
 */
@Injectable()
export class ParentLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: LinkCodesService,
    private readonly audit: AuditService,
  ) {}

  async request(parent: User, codeText: string, ip: string, now = new Date()): Promise<ParentLinkRequested> {
    const code = normalizeLinkCode(codeText);
    const childId = code ? await this.codes.studentOf(code, now) : null;
    if (!childId || childId === parent.id) throw invalidCode();
    try {
      return await this.dataSource.transaction(async (manager) => {
        const child = await lockedUser(manager, childId);
        if (!child || !isVerified(child)) throw invalidCode();
        const links = manager.getRepository(ParentLink);
        if (await links.existsBy({ parentId: parent.id, childId })) throw alreadyLinked();
        if ((await links.countBy({ childId })) >= PARENT_LIMITS.guardiansPerChildMax) throw tooManyGuardians();
        const link = links.create({ parentId: parent.id, childId, status: 'PENDING', createdAt: now });
        await links.insert(link);
        await this.audit.record(memberActor(parent, ip), linkRequestEvent(link), manager);
        return { id: link.id, status: link.status };
      });
    } catch (error) {
      // The same parent and child asked twice at once: the unique index keeps one.
      if (isUniqueViolation(error)) throw alreadyLinked();
      throw error;
    }
  }

  /** A parent's links, waiting and confirmed, newest first. */
  async ofParent(parentId: string): Promise<ParentOwnLink[]> {
    const rows = await this.joined().where('link.parentId = :parentId', { parentId }).getMany();
    return rows.map((link) => toParentOwnLink(link, link.child!));
  }

  /** The children a parent may read: confirmed links only. */
  async children(parentId: string): Promise<ParentChild[]> {
    const rows = await this.joined()
      .where('link.parentId = :parentId AND link.status = :status', { parentId, status: 'CONFIRMED' })
      .getMany();
    return rows.map((link) => toLinkPerson(link.child!));
  }

  /** The child, when this parent's link to them is confirmed; else the same 404 whether the id exists or not. */
  async assertChild(parentId: string, childId: string): Promise<User> {
    const link = await this.dataSource
      .getRepository(ParentLink)
      .findOne({ where: { parentId, childId, status: 'CONFIRMED' }, relations: { child: true } });
    if (!link?.child) throw notYourChild();
    return link.child;
  }

  /** A student's guardians, waiting and confirmed. */
  async ofChild(childId: string): Promise<StudentGuardianLink[]> {
    const rows = await this.joined().where('link.childId = :childId', { childId }).getMany();
    return rows.map((link) => toStudentGuardianLink(link, link.parent!));
  }

  removeByParent(parent: User, id: string, ip: string): Promise<void> {
    return this.remove({ id, parentId: parent.id }, memberActor(parent, ip), 'parent');
  }

  removeByChild(child: User, id: string, ip: string): Promise<void> {
    return this.remove({ id, childId: child.id }, memberActor(child, ip), 'child');
  }

  removeByStaff(actor: AdminActor, id: string): Promise<void> {
    return this.remove({ id }, actor, 'staff');
  }

  async confirm(actor: AdminActor, id: string, now = new Date()): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const links = manager.getRepository(ParentLink);
      const link = await links.findOneBy({ id });
      if (!link) throw linkNotFound();
      // Conditional on PENDING: two staff confirming at once write one row and one audit line.
      const confirmed = await links.update({ id, status: 'PENDING' }, { status: 'CONFIRMED', confirmedAt: now });
      if (!confirmed.affected) throw alreadyConfirmed();
      await this.audit.record(actor, linkConfirmEvent(link), manager);
    });
  }

  async list(filters: ParentLinkFilters): Promise<AdminParentLinkList> {
    const pageSize = filters.pageSize ?? PARENT_LINKS_PAGE_SIZE;
    const query = this.joined();
    if (filters.status) query.andWhere('link.status = :status', { status: filters.status });
    if (filters.childId) query.andWhere('link.childId = :childId', { childId: filters.childId });
    if (filters.parentId) query.andWhere('link.parentId = :parentId', { parentId: filters.parentId });
    const [rows, total] = await query
      .skip(((filters.page ?? 1) - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items: rows.map((link) => toAdminParentLink(link, link.parent!, link.child!)), total };
  }

  /** Whether the account is a parent with at least one confirmed child (the weekly report's audience). */
  async hasConfirmedChildren(parentId: string): Promise<boolean> {
    return this.dataSource.getRepository(ParentLink).existsBy({ parentId, status: 'CONFIRMED' });
  }

  private joined() {
    return this.dataSource
      .getRepository(ParentLink)
      .createQueryBuilder('link')
      .innerJoinAndSelect('link.parent', 'parent')
      .innerJoinAndSelect('link.child', 'child')
      .orderBy('link.createdAt', 'DESC')
      .addOrderBy('link.id', 'DESC');
  }

  private async remove(
    where: { id: string; parentId?: string; childId?: string },
    actor: AdminActor,
    by: LinkRemover,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const links = manager.getRepository(ParentLink);
      const link = await links.findOneBy(where);
      if (!link) throw linkNotFound();
      const removed = await links.delete({ id: link.id });
      if (!removed.affected) throw linkNotFound();
      await this.audit.record(actor, unlinkEvent(link, by), manager);
    });
  }
}

/**
 * The child's row, locked on MySQL for the rest of the transaction: two parents asking for the
 * same child at once count the guardians one after the other. SQLite runs one writer at a time.
 */
export async function lockedUser(manager: EntityManager, id: string): Promise<User | null> {
  const query = manager.getRepository(User).createQueryBuilder('user').where('user.id = :id', { id });
  if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
  return query.getOne();
}
