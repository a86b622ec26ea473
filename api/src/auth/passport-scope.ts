import { AsyncLocalStorage } from 'node:async_hooks';
import type { User } from '../members/user.entity';

/** What passport's strategy and session serializer ask of the app whose request they serve. */
export interface Accounts {
  verifyCredentials(email: string, password: string): Promise<User | null>;
  findSignedIn(id: string): Promise<User | null>;
}

const scope = new AsyncLocalStorage<Accounts>();

/*
 * passport keeps one registry per process: @nestjs/passport registers the `local` strategy and
 * the session serializer on it when an app is built (the last app built owns `local`, the first
 * one the serializer) and they then serve every Nest app of the process. Production builds one
 * app, but the e2e suites build several, on one database or on different ones, and close them in
 * any order. So the strategy and the serializer hold no app's services: each passport call runs
 * inside the scope of the app it serves (its session middleware, its login guard) and they read
 * that app's accounts from the scope. See docs/decisions.md, "Passport".
 */
export function withAccounts<T>(accounts: Accounts, run: () => T): T {
  return scope.run(accounts, run);
}

export function currentAccounts(): Accounts {
  const accounts = scope.getStore();
  if (!accounts)
    throw new Error('passport ran outside an app scope: wrap the call in withAccounts (auth/passport-scope.ts)');
  return accounts;
}
