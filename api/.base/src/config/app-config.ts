import { randomBytes } from 'crypto';
import * as fs from 'fs';
import * as path from 'path';
import type { ParsedEnv } from './env';

export const APP_CONFIG = Symbol('APP_CONFIG');

export interface AppConfig extends ParsedEnv {
  sessionSecret: string;
  /** What this start generated and must print once (embedded mode, first start). */
  generated: { adminEmail?: string; adminPassword?: string; consolePassword?: string } | null;
}

interface StoredSecrets {
  sessionSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  consolePassword?: string;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url');

function readStored(file: string): StoredSecrets {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredSecrets;
  } catch {
    return {};
  }
}

/**
 * In the embedded (SQLite) mode a new user sets nothing: missing secrets are generated once,
 * kept in data/secrets.json (owner-only) and reused on every later start. Variables always win.
 */
export function resolveSecrets(env: ParsedEnv): AppConfig {
  if (env.database.type === 'mysql') {
    return { ...env, sessionSecret: env.sessionSecret!, generated: null };
  }
  const file = path.join(env.dataDir, 'secrets.json');
  const stored = readStored(file);
  const generated: NonNullable<AppConfig['generated']> = {};
  const next: StoredSecrets = { ...stored };

  next.sessionSecret ??= token(48);
  if (!env.admin && !(stored.adminEmail && stored.adminPassword)) {
    next.adminEmail = 'admin@academy.local';
    next.adminPassword = token(12);
    generated.adminEmail = next.adminEmail;
    generated.adminPassword = next.adminPassword;
  }
  if (!env.consolePassword && !stored.consolePassword) {
    next.consolePassword = token(12);
    generated.consolePassword = next.consolePassword;
  }
  if (JSON.stringify(next) !== JSON.stringify(stored)) {
    fs.mkdirSync(env.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(next, null, 2), { mode: 0o600 });
  }
  return {
    ...env,
    sessionSecret: env.sessionSecret ?? next.sessionSecret,
    admin: env.admin ?? { email: next.adminEmail!, password: next.adminPassword! },
    consolePassword: env.consolePassword ?? next.consolePassword ?? null,
    generated: Object.keys(generated).length ? generated : null,
  };
}
