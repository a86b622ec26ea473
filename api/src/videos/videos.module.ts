import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuditTargets } from '../audit/audit-targets';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CoursesModule } from '../courses/courses.module';
import { UpstreamModule } from '../proxy/upstream/upstream.module';
import { AdminVideosController } from './admin-videos.controller';
import { AdminVideosService } from './admin-videos.service';
import { SimpleVideosController } from './simple-videos.controller';
import { VideoView } from './video-view.entity';
import { Video } from './video.entity';
import { VideosController } from './videos.controller';
import { VideosService } from './videos.service';
import { PublishedVideos } from './published-videos';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([Video, VideoView]), CoursesModule, UpstreamModule],
  controllers: [VideosController, AdminVideosController, SimpleVideosController],
  providers: [VideosService, AdminVideosService, PublishedVideos],
  exports: [VideosService, PublishedVideos],
})
export class VideosModule {
  constructor(auditTargets: AuditTargets) {
    auditTargets.register('VIDEO', Video);
  }
}
