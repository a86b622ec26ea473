/** Stops the site and the Chromium globalSetup started (jest shares the global object between the two). */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as {
    __academySite?: { stop: () => Promise<void> };
    __academyBrowser?: { close: () => Promise<void> };
  };
  await Promise.all([holder.__academySite?.stop(), holder.__academyBrowser?.close()]);
  delete holder.__academySite;
  delete holder.__academyBrowser;
}
