import { AuditRecord } from '../audit/audit-record.entity';
import { ConsentRecordEntity } from '../consents/consent-record.entity';
import { Guardian } from '../consents/guardian.entity';
import { ConsultationRequest } from '../consultations/consultation.entity';
import { Course } from '../courses/course.entity';
import { GalleryItem } from '../gallery/gallery-item.entity';
import { OutboxMessage } from '../mail/outbox-message.entity';
import { PhoneOutboxMessage } from '../phone/phone-outbox-message.entity';
import { ApprovalRecord } from '../members/approval-record.entity';
import { User } from '../members/user.entity';
import { Notice } from '../notices/notice.entity';
import { PasswordResetToken } from '../passwords/password-reset-token.entity';
import { Program } from '../programs/program.entity';
import { VideoProgress } from '../progress/video-progress.entity';
import { SessionRecord } from '../sessions/session.entity';
import { ThrottleCounter } from '../throttle/throttle-counter.entity';
import { VideoView } from '../videos/video-view.entity';
import { Video } from '../videos/video.entity';
import { AcademyInfo } from '../site/academy-info.entity';
import { AppMeta } from './app-meta.entity';
import { QuizAttempt } from '../quizzes/quiz-attempt.entity';
import { QuizFollowUp } from '../quizzes/quiz-follow-up.entity';
import { QuizQuestionStatRow } from '../quizzes/quiz-question-stat.entity';
import { QuizResult } from '../quizzes/quiz-result.entity';
import { Quiz } from '../quizzes/quiz.entity';
import { ReviewItemRow } from '../quizzes/review-item.entity';
import { WatchTimeDay } from '../progress/watch-time.entity';
import { ParentLink } from '../parents/parent-link.entity';
import { ParentLinkCodeRow } from '../parents/parent-link-code.entity';
import { ParentSettingsRow } from '../parents/parent-settings.entity';
import { ParentReportSend } from '../parents/parent-report-send.entity';
import { ParentInvitation } from '../parents/parent-invitation.entity';
import { StudentProgram } from '../programs/student-program.entity';

/** Listed as classes: globs fail under test runners and bundlers. */
export const ENTITIES = [
  User,
  ApprovalRecord,
  SessionRecord,
  Course,
  Video,
  VideoView,
  Notice,
  GalleryItem,
  Program,
  AppMeta,
  ThrottleCounter,
  VideoProgress,
  AuditRecord,
  ConsultationRequest,
  OutboxMessage,
  PhoneOutboxMessage,
  PasswordResetToken,
  ConsentRecordEntity,
  Guardian,
  AcademyInfo,
  Quiz,
  QuizAttempt,
  QuizResult,
  QuizQuestionStatRow,
  ReviewItemRow,
  QuizFollowUp,
  WatchTimeDay,
  ParentLink,
  ParentLinkCodeRow,
  ParentSettingsRow,
  ParentReportSend,
  ParentInvitation,
  StudentProgram,
];
