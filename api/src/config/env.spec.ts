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
