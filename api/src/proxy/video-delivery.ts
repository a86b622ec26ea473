import type { IncomingMessage, ServerResponse } from 'http';

/** What to fetch: the URL as members see it (no userinfo) and the NAS login, if it needs one. */
export interface UpstreamTarget {
  url: string;
  /** `Basic …` for a NAS that needs a login, added on the server only. */
  authorization: string | null;
}

/**
 * Moves an authorised video to the client: this process streams it (the default), or the nginx
 * in front of it does (VIDEO_ACCEL=nginx). The controller has already checked who may watch what.
 */
export abstract class VideoDelivery {
  // Node's own request and response: cachedProxyStage answers before Express has dressed them.
  abstract stream(target: UpstreamTarget, clientRequest: IncomingMessage, response: ServerResponse): Promise<void>;
  abstract head(target: UpstreamTarget, clientRequest: IncomingMessage, response: ServerResponse): Promise<void>;
}
