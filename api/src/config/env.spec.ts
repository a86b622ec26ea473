import { EnvError, parseEnv } from './env';

const MYSQL = { DATABASE_URL: 'mysql://academy:secret@db:3306/academy', SESSION_SECRET: 's'.repeat(32) };

function errorOf(env: Record<string, string>): EnvError {
  try {
    parseEnv(env);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error('expected an EnvError');
}

describe('parseEnv', () => {
  describe('API_DOCS', () => {
    it('serves the OpenAPI page by default in the embedded mode, not with DATABASE_URL', () => {
      expect(parseEnv({}).apiDocs).toBe(true);
      expect(parseEnv(MYSQL).apiDocs).toBe(false);
    });

    it('follows the variable either way', () => {
      expect(parseEnv({ ...MYSQL, API_DOCS: 'true' }).apiDocs).toBe(true);
      expect(parseEnv({ API_DOCS: 'false' }).apiDocs).toBe(false);
    });

    it('refuses anything but a boolean, naming the variable', () => {
      expect(errorOf({ API_DOCS: 'sometimes' }).variable).toBe('API_DOCS');
    });
  });

  describe('SOURCE_MAPS', () => {
    it('keeps the source maps unpublished unless set to public', () => {
      expect(parseEnv({}).sourceMaps).toBe('hidden');
      expect(parseEnv({ SOURCE_MAPS: 'public' }).sourceMaps).toBe('public');
    });

    it('refuses another value, naming the variable', () => {
      expect(errorOf({ SOURCE_MAPS: 'yes' }).variable).toBe('SOURCE_MAPS');
    });
  });

  describe('DB_TIMEOUT_MS', () => {
    it('is 5 s unless set', () => {
      expect(parseEnv({}).databaseTimeoutMs).toBe(5000);
      expect(parseEnv({ DB_TIMEOUT_MS: '1500' }).databaseTimeoutMs).toBe(1500);
    });

    it.each(['0', '99', '600001', '5s', '-1', '1.5'])('refuses %s, naming the variable', (value) => {
      expect(errorOf({ DB_TIMEOUT_MS: value }).variable).toBe('DB_TIMEOUT_MS');
    });
  });

  it('still stops at a malformed DATABASE_URL with its message (an unreachable but valid one is retried at start)', () => {
    expect(errorOf({ DATABASE_URL: 'postgres://db/academy', SESSION_SECRET: 's'.repeat(32) }).message).toContain('DATABASE_URL');
  });
});
