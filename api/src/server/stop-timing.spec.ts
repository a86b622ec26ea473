import { EnvError } from '../config/env';
import { DEFAULT_STOP_TIMING, readStopTiming } from './stop-timing';

describe('readStopTiming', () => {
  it('is no delay and a 30 s grace when unset', () => {
    expect(readStopTiming({})).toEqual({ delayMs: 0, graceMs: 30_000 });
    expect(DEFAULT_STOP_TIMING).toEqual({ delayMs: 0, graceMs: 30_000 });
  });

  it('reads STOP_DELAY_MS and STOP_GRACE_MS', () => {
    expect(readStopTiming({ STOP_DELAY_MS: ' 5000 ', STOP_GRACE_MS: '20000' })).toEqual({
      delayMs: 5000,
      graceMs: 20_000,
    });
  });

  it.each([
    ['STOP_DELAY_MS', '-1'],
    ['STOP_DELAY_MS', '120001'],
    ['STOP_GRACE_MS', '30s'],
    ['STOP_GRACE_MS', '1e4'],
  ])('refuses %s=%s, naming the variable and the value', (variable, value) => {
    const read = () => readStopTiming({ [variable]: value });
    expect(read).toThrow(EnvError);
    expect(read).toThrow(`환경 변수 ${variable} 오류:`);
    expect(read).toThrow(`(받은 값: "${value}")`);
  });
});
