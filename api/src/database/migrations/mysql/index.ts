import { Initial1795406738635 } from './1795406738635-Initial';
import { Utf8mb4Tables1795406738636 } from './1795406738636-Utf8mb4Tables';
import { NasLoginApart1795523084134 } from './1795523084134-NasLoginApart';
import { ThrottleCounters1795523136436 } from './1795523136436-ThrottleCounters';
import { ExactEmails1795523136437 } from './1795523136437-ExactEmails';
import { VideoViewPeriod1795524401990 } from './1795524401990-VideoViewPeriod';
import { PasswordsSessionsAudit1795529431846 } from './1795529431846-PasswordsSessionsAudit';
import { LearningProgress1795530321525 } from './1795530321525-LearningProgress';
import { AnalyticsRollups1795540000000 } from './1795540000000-AnalyticsRollups';
import { NormalisedVideoUrls1795800600000 } from './1795800600000-NormalisedVideoUrls';
import { ConsultationRequests1795811609083 } from './1795811609083-ConsultationRequests';
import { MailOutboxPasswordResets1795811618153 } from './1795811618153-MailOutboxPasswordResets';
import { NoticeVisibility1795813126333 } from './1795813126333-NoticeVisibility';
import { ConsentsGuardians1795932714408 } from './1795932714408-ConsentsGuardians';
import { ProgramFacts1795932815636 } from './1795932815636-ProgramFacts';
import { ProgramMarkdown1795932815637 } from './1795932815637-ProgramMarkdown';
import { AcademyInfo1795932816589 } from './1795932816589-AcademyInfo';
import { ViewingStretches1795935332976 } from './1795935332976-ViewingStretches';
import { MailPriorityDigest1795935992262 } from './1795935992262-MailPriorityDigest';
import { ProgressOutlivesMember1795938060948 } from './1795938060948-ProgressOutlivesMember';
import { Quizzes1795983030576 } from './1795983030576-Quizzes';
import { Parents1795991992962 } from './1795991992962-Parents';
import { PhoneOutbox1796000000000 } from './1796000000000-PhoneOutbox';
import { ParentInvitations1796000060000 } from './1796000060000-ParentInvitations';
import { StudentPrograms1796000120000 } from './1796000120000-StudentPrograms';
import { MemberListIndexes1796004009364 } from './1796004009364-MemberListIndexes';
import { AuditFilterIndexes1796004463204 } from './1796004463204-AuditFilterIndexes';
import { AnalyticsViewers1796005000000 } from './1796005000000-AnalyticsViewers';
import { AuditSearch1796016474197 } from './1796016474197-AuditSearch';
import { AnalyticsMembers1796030000000 } from './1796030000000-AnalyticsMembers';
import { AnalyticsDays1796040000000 } from './1796040000000-AnalyticsDays';
import { AnalyticsWeeks1796050000000 } from './1796050000000-AnalyticsWeeks';
import { AnalyticsMemberWeeks1796060000000 } from './1796060000000-AnalyticsMemberWeeks';
import { AnalyticsViewRanges1796070000000 } from './1796070000000-AnalyticsViewRanges';
import { CatalogueVersion1796080000000 } from './1796080000000-CatalogueVersion';

/** Applied in order at start; npm run migration:generate adds each new class here. */
export const MYSQL_MIGRATIONS = [
  Initial1795406738635,
  Utf8mb4Tables1795406738636,
  NasLoginApart1795523084134,
  ThrottleCounters1795523136436,
  ExactEmails1795523136437,
  VideoViewPeriod1795524401990,
  PasswordsSessionsAudit1795529431846,
  LearningProgress1795530321525,
  AnalyticsRollups1795540000000,
  NormalisedVideoUrls1795800600000,
  ConsultationRequests1795811609083,
  MailOutboxPasswordResets1795811618153,
  NoticeVisibility1795813126333,
  ConsentsGuardians1795932714408,
  ProgramFacts1795932815636,
  ProgramMarkdown1795932815637,
  AcademyInfo1795932816589,
  ViewingStretches1795935332976,
  MailPriorityDigest1795935992262,
  ProgressOutlivesMember1795938060948,
  Quizzes1795983030576,
  Parents1795991992962,
  PhoneOutbox1796000000000,
  ParentInvitations1796000060000,
  StudentPrograms1796000120000,
  MemberListIndexes1796004009364,
  AuditFilterIndexes1796004463204,
  AnalyticsViewers1796005000000,
  AuditSearch1796016474197,
  AnalyticsMembers1796030000000,
  AnalyticsDays1796040000000,
  AnalyticsWeeks1796050000000,
  AnalyticsMemberWeeks1796060000000,
  AnalyticsViewRanges1796070000000,
  CatalogueVersion1796080000000,
];
