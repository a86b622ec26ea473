import { EnvError, parseEnv } from './env';

describe('parseEnv: SIGNUP_LIMIT_PER_HOUR', () => {
  it('defaults to 30 sign-ups per client address per hour', () => {
    expect(parseEnv({}).signupLimitPerHour).toBe(30);
  });

  it('accepts a positive integer', () => {
    expect(parseEnv({ SIGNUP_LIMIT_PER_HOUR: ' 120 ' }).signupLimitPerHour).toBe(120);
  });

  it.each(['0', '-5', '1.5', 'abc', '1e3', '99999999999999999999'])('stops on %j, naming the variable', (value) => {
    expect(() => parseEnv({ SIGNUP_LIMIT_PER_HOUR: value })).toThrow(EnvError);
    expect(() => parseEnv({ SIGNUP_LIMIT_PER_HOUR: value })).toThrow(/SIGNUP_LIMIT_PER_HOUR/);
  });
});

const parse = (env: Record<string, string>) => parseEnv({ DATA_DIR: '/tmp/academy-env-spec', ...env });

describe('parseEnv: video proxy settings', () => {
  it('fetches from any origin and streams in this process by default', () => {
    expect(parse({})).toMatchObject({ videoUpstreamOrigins: null, videoAccel: 'off' });
  });

  it('reads VIDEO_UPSTREAM_HOSTS as origins, the default port and case folded', () => {
    expect(parse({ VIDEO_UPSTREAM_HOSTS: ' http://192.168.0.10:5000 , HTTPS://NAS.example.com:443/,http://[fd00::10]:8080' }).videoUpstreamOrigins).toEqual([
      'http://192.168.0.10:5000',
      'https://nas.example.com',
      'http://[fd00::10]:8080',
    ]);
  });

  it.each(['nas.local', 'ftp://nas.local', 'http://nas.local/videos', 'http://user:pw@nas.local', 'http://nas.local/?x=1', ' , '])(
    'stops on VIDEO_UPSTREAM_HOSTS=%s, naming the variable',
    (value) => {
      expect(() => parse({ VIDEO_UPSTREAM_HOSTS: value })).toThrow(EnvError);
      expect(() => parse({ VIDEO_UPSTREAM_HOSTS: value })).toThrow(/VIDEO_UPSTREAM_HOSTS/);
    },
  );

  it('reads VIDEO_ACCEL=nginx and refuses anything but off or nginx', () => {
    expect(parse({ VIDEO_ACCEL: 'NGINX' }).videoAccel).toBe('nginx');
    expect(parse({ VIDEO_ACCEL: 'off' }).videoAccel).toBe('off');
    expect(() => parse({ VIDEO_ACCEL: 'apache' })).toThrow(/VIDEO_ACCEL/);
  });
});

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
