import { Injectable } from '@nestjs/common';
import type { PageData, PreloadedAnswer } from '@academy/common';
import { seoulWeek } from '@academy/common/korean-days';
import { parentHomeWeek } from '@academy/common/parents';
import type { User } from '../members/user.entity';
import { toNoticeWire } from '../notices/notice.wire';
import { NoticesService } from '../notices/notices.service';
import { ChildReportService } from './child-report.service';
import { ParentLinksService } from './parent-links.service';
import { ParentSettingsService } from './parent-settings.service';

/** As the browser reads it: JSON, so the server draws from exactly what hydration will parse. */
const answered = (body: unknown): PreloadedAnswer => ({ status: 200, body: JSON.parse(JSON.stringify(body)) });

/**
 * The API's answers /parent is drawn with, read for the parent whose session asks, keyed as the
 * page's own reads name them (GET /api/parent/children, each child's report, /links, /settings,
 * /api/notices). Every child comes from this parent's confirmed links, as the routes check.
 */
@Injectable()
export class ParentHomeReads {
  constructor(
    private readonly links: ParentLinksService,
    private readonly reports: ChildReportService,
    private readonly settings: ParentSettingsService,
    private readonly notices: NoticesService,
  ) {}

  /** `askedWeek`: the page's `?week=` (the report mail's link), read as the page reads it. */
  async pageData(parent: User, askedWeek: unknown, now = new Date()): Promise<PageData> {
    const thisWeek = seoulWeek(now);
    const week = parentHomeWeek(typeof askedWeek === 'string' ? askedWeek : null, thisWeek);
    const [children, links, settings, notices] = await Promise.all([
      this.links.children(parent.id),
      this.links.ofParent(parent.id),
      this.settings.of(parent),
      this.notices.listPublished('members'),
    ]);
    const reports = await Promise.all(children.map((child) => this.reports.week(child.id, week)));
    // This week is the page's read without a query, as ChildWeekCard asks for it.
    const search = week === thisWeek ? '' : `?week=${encodeURIComponent(week)}`;
    return {
      '/api/parent/children': answered(children),
      '/api/parent/links': answered(links),
      '/api/parent/settings': answered(settings),
      '/api/notices': answered(notices.map(toNoticeWire)),
      ...Object.fromEntries(
        children.map((child, i) => [
          `/api/parent/children/${encodeURIComponent(child.id)}/report${search}`,
          answered(reports[i]),
        ]),
      ),
    };
  }
}
