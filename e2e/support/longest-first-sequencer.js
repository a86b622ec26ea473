// Jest orders suites by the durations it cached on an earlier run, longest first, so the two
// workers end together. A fresh clone (CI) has no such cache and jest falls back to file size,
// which starts the accessibility suites, which visit every screen in both themes and take the
// longest by far, in the middle, leaving one worker alone at the end. These go first whatever the cache says.
const Sequencer = require('@jest/test-sequencer').default;

const LONGEST = ['tests/accessibility.e2e.ts', 'tests/admin-accessibility.e2e.ts'];

const rank = (test) => {
  const index = LONGEST.findIndex((suffix) => test.path.endsWith(suffix));
  return index === -1 ? LONGEST.length : index;
};

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    // Array.prototype.sort is stable: the rest keep jest's own order.
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirstSequencer;
