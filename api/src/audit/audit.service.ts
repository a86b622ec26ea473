import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In, LessThan, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AUDIT, MESSAGES, type AuditEntry, type AuditList } from '@academy/common';
import { parseIsoDateTime } from '@academy/common/iso-date';
import { DAY_MS } from '@academy/common/korean-days';
import { validationFailed } from '../http/api-error';
import type { AdminActor } from '../members/actor.decorator';
import { likePattern } from '../database/like-pattern';
import type { RollupDriver } from '../database/migrations/analytics-rollups';
import { fillAuditSearchSql } from '../database/migrations/audit-search';
import type { AuditEvent } from './audit-event';
import { AuditTargets } from './audit-targets';
import { AuditRecord } from './audit-record.entity';
import { toAuditWire } from './audit.wire';
import type { AuditFilters, AuditQuery } from './dto/audit-query.dto';

/** What a change hands back: the caller's answer, and the one event it records. */
export interface Audited<T> {
  value: T;
  event: AuditEvent;
}

export const audited = <T>(value: T, event: AuditEvent): Audited<T> => ({ value, event });

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const CSV_BATCH = 500;

/**
 * The audit log: every administrative change writes one row in the transaction that makes the
 * change (`change`), logins write theirs alone (`record`). Rows are read back newest first,
 * filtered; nothing updates or deletes them but the retention sweep.
 */
@Injectable()
export class AuditService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly targets: AuditTargets,
  ) {}

  /**
   * Runs `work` in one transaction and writes the event it returns in the same transaction: the
   * change and its row are stored together or not at all (a refused or failed change writes none).
   */
  change<T>(actor: AdminActor, work: (manager: EntityManager) => Promise<Audited<T>>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      const { value, event } = await work(manager);
      await this.record(actor, event, manager);
      return value;
    });
  }

  /** One row, inside the caller's transaction when `manager` is given. */
  async record(actor: AdminActor, event: AuditEvent, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const inserted = await manager.insert(AuditRecord, {
      // Millisecond times (SQLite's column default would keep whole seconds).
      at: new Date(),
      actorType: actor.type,
      actorId: actor.userId,
      actorEmail: actor.email,
      action: event.action,
      targetType: event.targetType,
      targetId: event.targetId,
      summary: event.summary,
      ip: actor.ip,
    });
    await manager.query(fillAuditSearchSql(driverOf(this.dataSource)), [inserted.identifiers[0]!.id]);
  }

  async list(query: AuditQuery): Promise<AuditList> {
    const pageSize = query.pageSize ?? AUDIT.pageSizeDefault;
    const skipped = ((query.page ?? 1) - 1) * pageSize;
    const search = await this.searchOf(query);
    const total = await this.filtered(query, search).getCount();
    const records = await this.page(query, search, skipped, Math.min(pageSize, Math.max(0, total - skipped)), total);
    const existing = await this.existingTargets(records);
    return {
      items: records.map((record) => toAuditWire(record, existing.has(`${record.targetType}:${record.targetId}`))),
      total,
    };
  }

  /**
   * `size` rows after the newest `skipped`. A page past the middle is read from the oldest end
   * instead, so the last page costs what the first does rather than skipping a million rows.
   */
  private async page(
    filters: AuditFilters,
    search: AuditSearch | null,
    skipped: number,
    size: number,
    total: number,
  ): Promise<AuditRecord[]> {
    if (size <= 0) return [];
    if (skipped <= total / 2)
      return this.filtered(filters, search).orderBy('a.id', 'DESC').offset(skipped).limit(size).getMany();
    const fromOldest = total - skipped - size;
    const records = await this.filtered(filters, search)
      .orderBy('a.id', 'ASC')
      .offset(fromOldest)
      .limit(size)
      .getMany();
    return records.reverse();
  }

  /** The rows about one existing member, newest first (the member's history in /admin/members). */
  async aboutMember(userId: string): Promise<AuditEntry[]> {
    const records = await this.dataSource
      .getRepository(AuditRecord)
      .find({ where: { targetType: 'MEMBER', targetId: userId }, order: { id: 'DESC' }, take: AUDIT.memberHistoryMax });
    return records.map((record) => toAuditWire(record, true));
  }

  /** Every row the filters match, newest first, in batches read one after another (keyset on id). */
  async *batches(filters: AuditFilters): AsyncGenerator<AuditRecord[]> {
    const search = await this.searchOf(filters);
    let before: number | null = null;
    for (;;) {
      const builder = this.filtered(filters, search).orderBy('a.id', 'DESC').limit(CSV_BATCH);
      if (before !== null) builder.andWhere('a.id < :before', { before });
      const records = await builder.getMany();
      if (records.length === 0) return;
      yield records;
      if (records.length < CSV_BATCH) return;
      before = records[records.length - 1].id;
    }
  }

  /** Deletes rows older than `cutoff`; answers how many went. */
  async removeOlderThan(cutoff: Date): Promise<number> {
    const result = await this.dataSource.getRepository(AuditRecord).delete({ at: LessThan(cutoff) });
    return result.affected ?? 0;
  }

  /**
   * What ?q= matches: rows whose summary holds it (found through audit_search_grams, then checked
   * with LIKE), rows by an actor e-mail that holds it, and rows from an address that begins with
   * it. Actor e-mails are the staff's, few next to the rows: their distinct values are read from
   * their index and matched here. Addresses are as many as the clients who tried the console, so
   * only a query that can start one (digits, dots, colons, hex) looks them up, along their index.
   * Without a match among them, the grams alone decide: the database starts from the grams' rows
   * instead of reading every summary.
   */
  private async searchOf(filters: AuditFilters): Promise<AuditSearch | null> {
    if (!filters.q) return null;
    const text = filters.q.normalize('NFC').toLowerCase();
    const addressStart = `${text.replace(/[!%_]/g, '!$&')}%`;
    const records = () => this.dataSource.getRepository(AuditRecord).createQueryBuilder('a');
    const [emails, ips] = await Promise.all([
      records()
        .select('a.actorEmail', 'value')
        .distinct(true)
        .where('a.actorEmail IS NOT NULL')
        .getRawMany<{ value: string }>()
        .then((rows) => rows.map((row) => row.value).filter((value) => value.toLowerCase().includes(text))),
      ADDRESS_START.test(text)
        ? records()
            .select('a.ip', 'value')
            .distinct(true)
            .where("a.ip LIKE :start ESCAPE '!'", { start: addressStart })
            .limit(ADDRESSES_LISTED + 1)
            .getRawMany<{ value: string }>()
            .then((rows) => rows.map((row) => row.value))
        : Promise.resolve([]),
    ]);
    // A start shared by very many addresses ("1") is tested on the rows instead of listing them.
    const tooMany = ips.length > ADDRESSES_LISTED;
    return {
      pattern: likePattern(text),
      grams: searchGrams(text),
      emails,
      ips: tooMany ? [] : ips,
      addressStart: tooMany ? addressStart : null,
    };
  }

  private filtered(filters: AuditFilters, search: AuditSearch | null): SelectQueryBuilder<AuditRecord> {
    const builder = this.dataSource.getRepository(AuditRecord).createQueryBuilder('a');
    if (filters.actorType) builder.andWhere('a.actorType = :actorType', { actorType: filters.actorType });
    if (filters.action) builder.andWhere('a.action = :action', { action: filters.action });
    if (filters.targetType) builder.andWhere('a.targetType = :targetType', { targetType: filters.targetType });
    const { from, to } = rangeOf(filters);
    if (from) builder.andWhere('a.at >= :from', { from });
    if (to) builder.andWhere('a.at < :to', { to });
    if (search) {
      const inSummary = new Brackets((summary) => {
        search.grams.forEach((gram, index) =>
          summary.andWhere(
            `a.id IN (SELECT g.auditId FROM audit_search_grams g WHERE g.gram ${gram.prefix ? `LIKE :gram${index} ESCAPE '!'` : `= :gram${index}`})`,
            { [`gram${index}`]: gram.value },
          ),
        );
        summary.andWhere("LOWER(a.summary) LIKE :pattern ESCAPE '!'", { pattern: search.pattern });
      });
      if (search.emails.length === 0 && search.ips.length === 0 && !search.addressStart) builder.andWhere(inSummary);
      else
        builder.andWhere(
          new Brackets((any) => {
            any.where(inSummary);
            if (search.emails.length > 0) any.orWhere('a.actorEmail IN (:...emails)', { emails: search.emails });
            if (search.ips.length > 0) any.orWhere('a.ip IN (:...ips)', { ips: search.ips });
            if (search.addressStart)
              any.orWhere("a.ip LIKE :addressStart ESCAPE '!'", { addressStart: search.addressStart });
          }),
        );
    }
    return builder;
  }

  /** "TYPE:id" of the targets on this page that still exist: one query per kind of target. */
  private async existingTargets(records: AuditRecord[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const [type, table] of this.targets.entries()) {
      const ids = [
        ...new Set(
          records.filter((record) => record.targetType === type && record.targetId).map((record) => record.targetId!),
        ),
      ];
      if (ids.length === 0) continue;
      const rows = await this.dataSource.getRepository(table).find({ where: { id: In(ids) }, select: { id: true } });
      for (const row of rows) found.add(`${type}:${row.id}`);
    }
    return found;
  }
}

interface AuditSearch {
  /** LIKE pattern of the lowercased text, wildcards literal. */
  pattern: string;
  grams: SearchGram[];
  /** The distinct actor e-mails that hold the text, and the addresses that begin with it. */
  emails: string[];
  ips: string[];
  /** LIKE pattern of the addresses' start, when more than ADDRESSES_LISTED begin with it. */
  addressStart: string | null;
}

interface SearchGram {
  value: string;
  /** A one-character search: the grams that begin with it (every character begins one). */
  prefix: boolean;
}

/** What can begin an IPv4 or IPv6 address (stored lowercase). */
const ADDRESS_START = /^[0-9a-f.:]+$/;
/** Addresses matched by value, at most; past this their start is tested on each row. */
const ADDRESSES_LISTED = 200;

/** At most this many of a long search's grams are looked up; LIKE checks the rest. */
const GRAMS_LOOKED_UP = 3;

/** The grams a lowercased search looks up: its first, middle and last pieces (audit-search.ts). */
export function searchGrams(text: string): SearchGram[] {
  const characters = Array.from(text);
  if (characters.length === 1) return [{ value: `${text.replace(/[!%_]/g, '!$&')}%`, prefix: true }];
  const grams = characters.slice(0, -1).map((character, i) => character + characters[i + 1]);
  const chosen = new Set([grams[0]!, grams[Math.floor((grams.length - 1) / 2)]!, grams[grams.length - 1]!]);
  return [...chosen].slice(0, GRAMS_LOOKED_UP).map((value) => ({ value, prefix: false }));
}

const driverOf = (dataSource: DataSource): RollupDriver =>
  dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';

/**
 * `from` inclusive, `to` exclusive; a date without a time in `to` means the end of that day, so
 * from=2026-03-01&to=2026-03-01 is the whole of 1 March (UTC). The end must come after the start.
 */
function rangeOf(filters: AuditFilters): { from: Date | null; to: Date | null } {
  const from = filters.from ? parseIsoDateTime(filters.from) : null;
  let to = filters.to ? parseIsoDateTime(filters.to) : null;
  if (to && DATE_ONLY.test(filters.to!)) to = new Date(to.getTime() + DAY_MS);
  else if (to) to = new Date(to.getTime() + 1);
  if (from && to && to.getTime() <= from.getTime())
    throw validationFailed([{ field: 'to', message: MESSAGES.validation.dateOrder }]);
  return { from, to };
}
