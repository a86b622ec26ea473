/**
 * Freezes Date at `at` (ms since 1970) for a test that needs a day or a half hour to pass: only
 * Date is faked, the app's own timers (database timeouts, sockets) keep running. Undo with
 * jest.useRealTimers() (an afterEach).
 */
export function freezeClockAt(at: number): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
  jest.setSystemTime(at);
}
