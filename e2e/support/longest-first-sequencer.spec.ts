import LongestFirstSequencer from './longest-first-sequencer';

/** A suite as jest hands it to a sequencer, with no cached duration (a fresh clone), of the given size in bytes. */
function suite(name: string, bytes: number) {
  const path = `/repo/e2e/tests/${name}.e2e.ts`;
  const context = { config: { cache: false, id: 'e2e' }, hasteFS: { getSize: () => bytes } };
  return { path, context };
}

it('on a fresh clone runs the two accessibility suites first, then the rest largest file first', () => {
  // Only what sort() reads of jest's objects is given.
  const sequencer = new LongestFirstSequencer({ contexts: [], globalConfig: {} as never });
  const order = sequencer
    .sort([
      suite('theme', 6_000),
      suite('admin-accessibility', 7_000),
      suite('admin-tables', 16_000),
      suite('accessibility', 12_000),
      suite('not-found', 1_000),
    ] as never)
    .map((test: { path: string }) => test.path.replace(/^.*tests\/|\.e2e\.ts$/g, ''));
  expect(order).toEqual(['accessibility', 'admin-accessibility', 'admin-tables', 'theme', 'not-found']);
});
