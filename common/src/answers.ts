import type { ActionAnswer, ApiErrorBody, GalleryItem, User } from './types';

/*
 * Answers that routes compose from the wire types, named so the API's OpenAPI document
 * (api/openapi.json) can describe them and the clients can import them by name.
 */

/** A deletion: `{ "ok": true }`. */
export interface OkAnswer {
  ok: true;
}

/** Sign-up, login, a password change and the member decisions: the message and the user as it is now. */
export interface UserAnswer extends ActionAnswer {
  user: User;
}

/** POST /api/superadmin/gallery/{id}/toggle: the image, shown or hidden. */
export interface GalleryToggleAnswer extends ActionAnswer {
  item: GalleryItem;
}

/** GET /api/videos/{id}/url: where the player loads the video from (the proxy for a NAS file). */
export interface VideoUrlAnswer {
  url: string;
}

/** GET /api/simple/ping: anyone; `console` is whether the caller has administrator access now. */
export interface ConsolePing {
  ok: true;
  console: boolean;
}

/** POST /api/dev/login and /api/dev/logout: the secret console reads `success`. */
export interface DevConsoleAnswer {
  success: true;
  ok: true;
  message: string;
}

/** A refused console login (either console): the error body with the flag the hidden dialog reads. */
export interface ConsoleLoginRefusal extends ApiErrorBody {
  success: false;
}

/** 409 SLUG_TAKEN: the course slug is in use; `suggestion` is a free one (`toeic-2`). */
export interface SlugTakenError extends ApiErrorBody {
  suggestion: string;
}
