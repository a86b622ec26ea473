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
