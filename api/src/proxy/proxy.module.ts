import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { VideosModule } from '../videos/videos.module';
import { AccessChangeSubscriber } from './access/access-change.subscriber';
import { ProxyAccessCache } from './access/proxy-access-cache';
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
    { provide: ProxyAccessCache, useFactory: () => new ProxyAccessCache() },
    AccessChangeSubscriber,
    {
      provide: VideoDelivery,
      inject: [APP_CONFIG, UpstreamPolicy, UpstreamAgent],
      useFactory: (config: AppConfig, policy: UpstreamPolicy, agent: UpstreamAgent) => {
        const streamer = new VideoStreamer(DEFAULT_TIMEOUTS, agent.dispatcher);
        if (config.videoAccel !== 'nginx') return streamer;
        // parseEnv refuses VIDEO_ACCEL=nginx without it; a config built otherwise must not hand NAS logins out.
        if (!config.videoAccelSecret) throw new Error('VIDEO_ACCEL=nginx needs VIDEO_ACCEL_SECRET');
        return new NginxAccelDelivery(policy, streamer, config.videoAccelSecret);
      },
    },
  ],
})
export class ProxyModule {}
