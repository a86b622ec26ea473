/** Stops the site globalSetup started (jest shares the global object between the two). */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __academySite?: { stop: () => Promise<void> } };
  await holder.__academySite?.stop();
  delete holder.__academySite;
}
