import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { ConsolesModule } from './consoles/consoles.module';
import { ConsultationsModule } from './consultations/consultations.module';
import { CoursesModule } from './courses/courses.module';
import { GalleryModule } from './gallery/gallery.module';
import { HealthModule } from './health/health.module';
import { LeavingModule } from './leaving/leaving.module';
import { MailModule } from './mail/mail.module';
import { MembersModule } from './members/members.module';
import { PhoneModule } from './phone/phone.module';
import { NoticesModule } from './notices/notices.module';
import { ProgramsModule } from './programs/programs.module';
import { ProgressModule } from './progress/progress.module';
import { QuizzesModule } from './quizzes/quizzes.module';
import { ParentsModule } from './parents/parents.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { PasswordsModule } from './passwords/passwords.module';
import { ProxyModule } from './proxy/proxy.module';
import { PublicContentModule } from './public-content/public-content.module';
import { SeedModule } from './seed/seed.module';
import { SessionsModule } from './sessions/sessions.module';
import { SiteModule } from './site/site.module';
import { VideosModule } from './videos/videos.module';

/** One Nest module per domain; the configuration is passed in so tests can build their own. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        HealthModule,
        MailModule,
        PhoneModule,
        AuditModule,
        AuthModule,
        MembersModule,
        SessionsModule,
        PasswordsModule,
        LeavingModule,
        ConsolesModule,
        CoursesModule,
        VideosModule,
        NoticesModule,
        GalleryModule,
        ProgramsModule,
        ConsultationsModule,
        PublicContentModule,
        SiteModule,
        ProgressModule,
        QuizzesModule,
        ParentsModule,
        AnalyticsModule,
        ProxyModule,
        SeedModule,
      ],
    };
  }
}
