import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { VideosModule } from '../videos/videos.module';
import { NginxAccelDelivery } from './nginx-accel-delivery';
import { ProxyController } from './proxy.controller';
import { UpstreamAgent, UpstreamModule } from './upstream/upstream.module';
import { UpstreamPolicy } from './upstream/upstream-policy';
import { VideoDelivery } from './video-delivery';
import { DEFAULT_TIMEOUTS, VideoStreamer } from './video-streamer';

@Module({
  imports: [VideosModule, UpstreamModule],
  controllers: [ProxyController],
  providers: [
    {
      provide: VideoDelivery,
      inject: [APP_CONFIG, UpstreamPolicy, UpstreamAgent],
      useFactory: (config: AppConfig, policy: UpstreamPolicy, agent: UpstreamAgent) => {
        const streamer = new VideoStreamer(DEFAULT_TIMEOUTS, agent.dispatcher);
        return config.videoAccel === 'nginx' ? new NginxAccelDelivery(policy, streamer) : streamer;
      },
    },
  ],
})
export class ProxyModule {}
