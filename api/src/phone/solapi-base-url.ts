/** Where the SDK sends every request (solapi 6.0.1, DefaultService's `baseUrl`). */
export const SOLAPI_ORIGIN = 'https://api.solapi.com';

let target: string | null = null;
let installed = false;

/**
 * Re-addresses the Solapi SDK's requests to `baseUrl` (SOLAPI_BASE_URL: a stand-in in the tests, a
 * local relay). The SDK offers no setting for it: each of its internal services has a class field
 * `baseUrl = "https://api.solapi.com"`, set in a constructor SolapiMessageService calls itself, and
 * the services are not exported, so there is nothing to override. What it does use is the global
 * `fetch`, by name, at each call: so a wrapper is put around it once, and it changes only a request
 * whose address starts with that origin; every other fetch of the process passes through untouched.
 * One process has one configuration: a later call changes the target.
 */
export function pointSolapiAt(baseUrl: string): void {
  target = baseUrl.replace(/\/+$/, '');
  if (installed) return;
  installed = true;
  const original = globalThis.fetch;
  const prefix = `${SOLAPI_ORIGIN}/`;
  globalThis.fetch = (input, init) =>
    typeof input === 'string' && target && input.startsWith(prefix)
      ? original(`${target}/${input.slice(prefix.length)}`, init)
      : original(input, init);
}
