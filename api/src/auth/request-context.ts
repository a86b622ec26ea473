import type { User as AccountUser } from '../members/user.entity';

/** When and with which browser a session signed in. */
export interface SessionDevice {
  /** ISO time of the login. */
  since: string;
  userAgent: string | null;
}

declare module 'express-session' {
  interface SessionData {
    /** Set by passport at login: the user's id. */
    passport?: { user?: string };
    /** A shared-password console session: acts as an administrator for admin routes only (docs/decisions.md, "Consoles"). */
    console?: { since: string };
    /** The browser that signed in, for the user's session list (written into the row's columns by the store). */
    device?: SessionDevice;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    /** req.user is the account row, re-read from the database on every request. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AccountUser {}
  }
}
