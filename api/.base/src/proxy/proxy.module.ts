import { Module } from '@nestjs/common';
import { VideosModule } from '../videos/videos.module';
import { ProxyController } from './proxy.controller';
import { DEFAULT_TIMEOUTS, VideoStreamer } from './video-streamer';

@Module({
  imports: [VideosModule],
  controllers: [ProxyController],
  providers: [{ provide: VideoStreamer, useFactory: () => new VideoStreamer(DEFAULT_TIMEOUTS) }],
})
export class ProxyModule {}
