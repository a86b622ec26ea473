type SchedulerWindow = Window & { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a later task, so the start-up work before and after it is two short tasks instead of
 * one long one: a tap or a frame can come between them. scheduler.yield() continues ahead of other
 * queued work where the browser has it; elsewhere a timer does the same, a little later.
 */
export function nextTask(): Promise<void> {
  const scheduler = (window as SchedulerWindow).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
