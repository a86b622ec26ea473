import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { displayName, isParent } from '@academy/common';
import { REPORT_MAIL_MESSAGES as R, type ReportPreview } from '@academy/common/parents';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { isUniqueViolation } from '../database/unique-violation';
import type { ParentWeeklyReportMessage } from '../mail/mail-message';
import { OutboxService, siteUrlOf } from '../mail/outbox.service';
import { renderMail } from '../mail/templates/render-mail';
import { User } from '../members/user.entity';
import { enqueueWeeklyReportText } from '../phone/phone-outbox';
import { readAcademyFacts } from '../site/academy-facts.read';
import { ChildReportService } from './child-report.service';
import { ParentLinksService } from './parent-links.service';
import { ParentReportSend } from './parent-report-send.entity';
import { ParentSettingsService } from './parent-settings.service';
import { noReport } from './parent.errors';
import { unsubscribeToken } from './report-token';

/** Parents read per batch when a week's reports are queued. */
const BATCH = 100;

/**
 * The weekly report: one message per parent covering every confirmed child, with the figures of
 * ChildReportService (the same /parent shows). A week is queued once per parent: the claim row
 * (parent_report_sends) and the outbox rows are written in one transaction, and a second process
 * or a later run finds the claim taken.
 */
@Injectable()
export class WeeklyReportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: ParentLinksService,
    private readonly reports: ChildReportService,
    private readonly settings: ParentSettingsService,
    private readonly outbox: OutboxService,
  ) {}

  /** The report of one parent for one week; null when no child is linked and confirmed. */
  async messageFor(parent: User, week: string): Promise<ParentWeeklyReportMessage | null> {
    const children = await this.links.children(parent.id);
    if (children.length === 0) return null;
    return {
      kind: 'PARENT_WEEKLY_REPORT',
      to: parent.email,
      parentId: parent.id,
      parentName: displayName(parent),
      week,
      children: await Promise.all(
        children.map(async (child) => ({ name: displayName(child), report: await this.reports.week(child.id, week) })),
      ),
      unsubscribeToken: unsubscribeToken(this.config.sessionSecret, parent.id),
    };
  }

  /**
   * Queues `week`'s reports (the run of `runAt`) of every parent not yet sent it; answers how many were claimed here.
   * Parents are read in id order after the last one seen, so each is looked at once per run.
   */
  async queueWeek(week: string, runAt: Date, now = new Date()): Promise<number> {
    let queued = 0;
    let after = '';
    for (;;) {
      const parents: User[] = await this.dataSource
        .getRepository(User)
        .createQueryBuilder('u')
        .where('u.role = :role AND u.id > :after', { role: 'PARENT', after })
        .andWhere(
          // A link confirmed after the run's time starts with next week's report, not a late one.
          'EXISTS (SELECT 1 FROM parent_links l WHERE l.parentId = u.id AND l.status = :confirmed AND l.confirmedAt <= :runAt)',
          { confirmed: 'CONFIRMED', runAt },
        )
        .andWhere('NOT EXISTS (SELECT 1 FROM parent_report_sends s WHERE s.parentId = u.id AND s.week = :week)', {
          week,
        })
        .orderBy('u.id', 'ASC')
        .limit(BATCH)
        .getMany();
      for (const parent of parents) if (await this.queueOne(parent, week, now)) queued++;
      if (parents.length < BATCH) return queued;
      after = parents[parents.length - 1]!.id;
    }
  }

  /** Staff's "send now": this parent's report of `week` (the week so far), outside the schedule's claim. */
  async sendNow(parentId: string, week: string): Promise<void> {
    const parent = await this.parentOrFail(parentId);
    const message = await this.messageFor(parent, week);
    if (!message) throw noReport();
    await this.dataSource.transaction((manager) => this.outbox.enqueue(manager, message));
  }

  /** The report mail as the parent would get it for `week`, for staff to read before sending. */
  async preview(parentId: string, week: string): Promise<ReportPreview> {
    const parent = await this.parentOrFail(parentId);
    const message = await this.messageFor(parent, week);
    if (!message) throw noReport();
    const academy = await readAcademyFacts(this.dataSource.manager, this.config.site.kakaoChannelUrl);
    const mail = renderMail(message, siteUrlOf(this.config), academy);
    return { week, to: parent.email, subject: mail.subject, html: mail.html };
  }

  private async queueOne(parent: User, week: string, now: Date): Promise<boolean> {
    const message = await this.messageFor(parent, week);
    if (!message) return false;
    const choices = await this.settings.of(parent);
    try {
      await this.dataSource.transaction(async (manager) => {
        await manager.insert(ParentReportSend, { parentId: parent.id, week, queuedAt: now });
        if (choices.weeklyReport) await this.outbox.enqueue(manager, message);
        if (choices.reportByPhone && parent.phone)
          await enqueueWeeklyReportText(manager, {
            to: parent.phone,
            parentName: message.parentName,
            summary: message.children.map((child) => R.summaryLine(child.name, child.report)).join(', '),
            link: `${siteUrlOf(this.config)}/parent?week=${week}`,
          });
      });
      return true;
    } catch (error) {
      // Another process (or an earlier run) claimed this parent's week first.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  private async parentOrFail(parentId: string): Promise<User> {
    const parent = await this.dataSource.getRepository(User).findOneBy({ id: parentId });
    if (!parent || !isParent(parent)) throw noReport();
    return parent;
  }
}
