import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The very module the shell's federation runtime is built from (its ESM entry), not a second copy.
import * as runtimeCore from '@module-federation/runtime-core';

/** Where production remotes look for the runtime they were built without (tools/federation.config.js). */
const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/**
 * Lends the shell's federation runtime to the remotes, so the page carries one copy of it, and logs
 * which remote failed, letting the error reach the shell's error boundary (a Korean message with
 * a retry in that remote's place only).
 */
export default function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-remote-errors',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[EXTERNAL_RUNTIME_GLOBAL] ??= runtimeCore;
      return args;
    },
    errorLoadRemote({ id, error }) {
      console.error(`[federation] ${id} could not be loaded`, error);
      return undefined;
    },
  };
}
