import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// docs/adding-a-field.md promises that a course flag is a handful of hand edits, and shows the whole
// change as docs/examples/featured-flag.diff. The diff must still apply to today's tree, and the files
// a developer edits by hand (generated migrations apart) stay few and are each named in the guide.
const ROOT = path.resolve(__dirname, '..', '..');
const DIFF = 'docs/examples/featured-flag.diff';
const GUIDE = fs.readFileSync(path.join(ROOT, 'docs/adding-a-field.md'), 'utf8');
const MOST_HAND_EDITS = 6;

/** The files the diff changes, as `git apply --numstat` lists them. */
function changedFiles(): string[] {
  const numstat = execFileSync('git', ['apply', '--numstat', DIFF], { cwd: ROOT, encoding: 'utf8' });
  return numstat
    .trim()
    .split('\n')
    .map((line) => line.split('\t')[2]!);
}

/** `npm run migration:generate` writes the migration and adds it to its folder's index. */
const generated = (file: string) => file.startsWith('api/src/database/migrations/');

describe('the featured-flag walk-through', () => {
  it('applies to the tree as it is', () => {
    expect(() => execFileSync('git', ['apply', '--check', DIFF], { cwd: ROOT, stdio: 'pipe' })).not.toThrow();
  });

  it(`edits at most ${MOST_HAND_EDITS} files by hand, each named in the guide`, () => {
    const byHand = changedFiles().filter((file) => !generated(file));
    expect(byHand.length).toBeLessThanOrEqual(MOST_HAND_EDITS);
    expect(byHand.filter((file) => !GUIDE.includes(`\`${file}\``))).toEqual([]);
  });

  it('has its migrations generated for both databases', () => {
    const migrations = changedFiles().filter(generated);
    expect(migrations.some((file) => file.includes('/mysql/'))).toBe(true);
    expect(migrations.some((file) => file.includes('/sqlite/'))).toBe(true);
  });
});
