// Everything the soak starts registers how to undo it here; the steps run newest first on a normal
// end, on an error and on Ctrl-C, so no process, port or temporary directory outlives a run.
const steps = [];
let running = null;

export function onCleanup(label, step) {
  steps.push({ label, step });
}

/** True once cleaning up has begun: nothing new may be started after that. */
export const isCleaningUp = () => running !== null;

export function cleanupAll() {
  running ??= (async () => {
    while (steps.length) {
      const { label, step } = steps.pop();
      try {
        await step();
      } catch (error) {
        console.error(`soak: cleanup of ${label} failed: ${error.message}`);
      }
    }
  })();
  return running;
}

/** Ctrl-C, a kill of the soak itself or a bug in it: clean up, then leave. */
export function cleanUpOnSignals() {
  process.once('unhandledRejection', (error) => {
    console.error('soak: unexpected error', error);
    cleanupAll().finally(() => process.exit(1));
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\nsoak: ${signal}, stopping everything it started…`);
      cleanupAll().finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1)));
    });
  }
}
