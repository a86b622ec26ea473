import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Logs which remote failed and lets the error reach the shell's error boundary, which shows a
 * Korean message with a retry in that remote's place only.
 */
export default function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-remote-errors',
    errorLoadRemote({ id, error }) {
      console.error(`[federation] ${id} could not be loaded`, error);
      return undefined;
    },
  };
}
