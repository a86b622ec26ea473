import { withMigration } from './migration-index';

const INDEX = `import { Initial1 } from './1-Initial';
import { Second2 } from './2-Second';

/** Applied in order at start. */
export const SQLITE_MIGRATIONS = [
  Initial1,
  Second2,
];
`;

describe('withMigration', () => {
  it('imports the new class after the others and applies it last', () => {
    expect(withMigration(INDEX, 'CourseFeatured3', '3-CourseFeatured')).toBe(`import { Initial1 } from './1-Initial';
import { Second2 } from './2-Second';
import { CourseFeatured3 } from './3-CourseFeatured';

/** Applied in order at start. */
export const SQLITE_MIGRATIONS = [
  Initial1,
  Second2,
  CourseFeatured3,
];
`);
  });

  it('refuses a file of another shape rather than writing a broken one', () => {
    expect(() => withMigration('export const X = 1;\n', 'A1', '1-A')).toThrow(/index\.ts/);
  });
});
