import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'net';
import type { Agent, buildConnector } from 'undici';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { guardedAgent } from './guarded-agent';
import { OwnEndpoints } from './own-endpoints';
import { UpstreamPolicy } from './upstream-policy';

/** Read buffer of a NAS connection: several 64 KiB chunks, so reading runs ahead of sending. */
export const UPSTREAM_BUFFER_BYTES = 256 * 1024;

/** The connection pool every NAS request goes through; closed with the app. */
@Injectable()
export class UpstreamAgent implements OnApplicationShutdown {
  readonly dispatcher: Agent;

  constructor(policy: UpstreamPolicy) {
    // net.connect takes a highWaterMark; undici's connector passes it on, its typings omit it.
    this.dispatcher = guardedAgent(policy, { highWaterMark: UPSTREAM_BUFFER_BYTES } as buildConnector.BuildOptions);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.dispatcher.destroy();
  }
}

/** Which NAS origins may be fetched (registration and streaming ask the same policy). */
@Module({
  providers: [
    {
      provide: UpstreamPolicy,
      inject: [APP_CONFIG, HttpAdapterHost],
      useFactory: (config: AppConfig, adapterHost: HttpAdapterHost) =>
        new UpstreamPolicy(
          config.videoUpstreamOrigins,
          new OwnEndpoints(() => adapterHost.httpAdapter?.getHttpServer() as Server | undefined, {
            host: config.host,
            port: config.port,
          }),
        ),
    },
    UpstreamAgent,
  ],
  exports: [UpstreamPolicy, UpstreamAgent],
})
export class UpstreamModule {}
