import * as http from 'http';
import type { AddressInfo } from 'net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp, type CreateAppOptions } from '../app.factory';
import type { AppConfig } from '../config/app-config';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { prepareDatabase } from '../database/prepare-database';
import { retry, START_BACKOFF, type Backoff } from '../database/retry';
import { Stopping } from '../health/stopping';
import { HttpDrain } from './http-drain';
import { slowClientBounds } from './http-timeouts';
import { DEFAULT_STOP_TIMING, type StopTiming } from './stop-timing';
import { SOCKET_BUFFER_BYTES, StreamingExpressAdapter } from '../proxy/streaming-express-adapter';

export interface StartServerOptions extends CreateAppOptions {
  backoff?: Backoff;
  /** Where the "waiting for the database" lines go. */
  log?: (line: string) => void;
  /** The pause before the port closes and the bound on open requests (STOP_DELAY_MS, STOP_GRACE_MS). */
  stopTiming?: StopTiming;
}

/** What a stop found and did. */
export interface StopReport {
  /** Requests being answered when the port closed. */
  inFlight: number;
  /** Of those (and of any sent later on a kept-alive connection), the ones still open at the grace's end. */
  cut: number;
}

export interface RunningServer {
  /** The address bound once `ready` resolved (the OS picks the port when config.port is 0); null before. */
  readonly url: string | null;
  /**
   * The app, once its database was reached and migrated and the port is open; rejects on a failure
   * that waiting cannot fix.
   */
  ready: Promise<NestExpressApplication>;
  /**
   * Readiness answers 503 at once and every answer closes its connection; after the configured
   * delay the port closes, open requests finish (at most the grace; what is left is cut), idle
   * kept-alive connections end, then the app and its database close. Calling it again returns the
   * same stop.
   */
  stop(): Promise<StopReport>;
}

/** `ready` rejects with this when stop() came first. */
export class StartCancelledError extends Error {
  constructor() {
    super('stopped before the database was ready');
    this.name = 'StartCancelledError';
  }
}

function reasonOf(error: unknown): string {
  let current = error as { code?: unknown; driverError?: unknown; message?: unknown } | undefined;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current.code === 'string') return current.code;
    current = current.driverError as typeof current;
  }
  return error instanceof Error ? error.message : String(error);
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Opens the port only once it can serve: the database reached and migrated, the Nest app built.
 * Behind a balancer, a starting process then refuses connections (the balancer tries another)
 * instead of answering 503 to real requests. The database is tried again with a growing pause (1 s
 * doubling to 30 s), each failure logged. A failure that waiting cannot fix (wrong credentials, a
 * broken migration) rejects `ready` with its message.
 */
export async function startServer(config: AppConfig, options: StartServerOptions = {}): Promise<RunningServer> {
  const {
    backoff = START_BACKOFF,
    log = (line: string) => console.warn(line),
    stopTiming = DEFAULT_STOP_TIMING,
    ...appOptions
  } = options;
  let handler: http.RequestListener | null = null;
  const server = http.createServer(
    // The video proxy's socket buffer too: Node's 16 KiB default pauses the NAS after every chunk.
    { ...slowClientBounds(config.httpTimeouts), highWaterMark: SOCKET_BUFFER_BYTES },
    (request, response) => {
      drain.admit(response);
      handler!(request, response);
    },
  );
  const drain = new HttpDrain(server);
  let url: string | null = null;

  let stopping = false;
  let cancelWait: (() => void) | null = null;
  let app: NestExpressApplication | null = null;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      cancelWait = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  /** One try: reach and migrate the database, build the app, open the port. */
  const attempt = async (): Promise<NestExpressApplication> => {
    if (stopping) throw new StartCancelledError();
    const database = await prepareDatabase(config.database, config.databaseTimeoutMs, log);
    const built = await createApp({ ...config, database }, appOptions);
    if (stopping) {
      await built.close();
      throw new StartCancelledError();
    }
    app = built;
    const adapter = built.getHttpAdapter();
    // The adapter's listener, not Express alone: it holds the video proxy's stage before Express.
    handler =
      adapter instanceof StreamingExpressAdapter
        ? adapter.requestListener
        : (adapter.getInstance() as http.RequestListener);
    try {
      await listen(server, config.port, config.host);
    } catch (error) {
      // The port is taken: no app may stay open behind a start that failed.
      app = null;
      await built.close();
      throw error;
    }
    if (stopping) {
      await drain.close(stopTiming.graceMs);
      throw new StartCancelledError();
    }
    url = addressOf(server, config.host);
    return built;
  };
  const build = () =>
    retry(attempt, backoff, {
      retryable: (error) => !stopping && isDatabaseUnavailable(error),
      onRetry: (error, delayMs) =>
        log(`데이터베이스에 연결할 수 없습니다 (${reasonOf(error)}). ${delayMs / 1000}초 후 다시 시도합니다.`),
      sleep: pause,
    }).catch((error: unknown) => {
      throw stopping ? new StartCancelledError() : error;
    });
  const ready = build();
  // The caller decides what a failed start means; stop() must not trip over an unhandled rejection.
  ready.catch(() => undefined);

  let stopped: Promise<StopReport> | null = null;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      cancelWait?.();
      // Before anything closes: the balancer must hear "not ready" while this process still answers.
      app?.get(Stopping).begin();
      drain.begin();
      if (server.listening && stopTiming.delayMs > 0) await new Promise((done) => setTimeout(done, stopTiming.delayMs));
      const inFlight = drain.inFlight;
      const cut = await drain.close(stopTiming.graceMs);
      await ready.catch(() => undefined);
      await app?.close();
      return { inFlight, cut };
    })());

  return {
    get url() {
      return url;
    },
    ready,
    stop,
  };
}

function addressOf(server: http.Server, boundHost: string): string {
  const { port } = server.address() as AddressInfo;
  const host = boundHost === '0.0.0.0' || boundHost === '::' ? 'localhost' : boundHost;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
