import type { User as AccountUser } from '../members/user.entity';

declare module 'express-session' {
  interface SessionData {
    /** Set by passport at login: the user's id. */
    passport?: { user?: string };
    /** A shared-password console session: acts as an administrator for admin routes only (docs/decisions.md, "Consoles"). */
    console?: { since: string };
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

export {};
