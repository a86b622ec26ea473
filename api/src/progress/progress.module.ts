import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from '../courses/course.entity';
import { Video } from '../videos/video.entity';
import { VideosModule } from '../videos/videos.module';
import { ProgressController } from './progress.controller';
import { ProgressService } from './progress.service';
import { VideoProgress } from './video-progress.entity';

@Module({
  imports: [TypeOrmModule.forFeature([VideoProgress, Video, Course]), VideosModule],
  controllers: [ProgressController],
  providers: [ProgressService],
})
export class ProgressModule {}
