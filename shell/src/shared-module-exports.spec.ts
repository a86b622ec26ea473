import * as fs from 'fs';
import * as path from 'path';

// The apps share react-router-dom through a narrower file in tools/ that re-exports only
// some names. A name an app imports but the file leaves out would be undefined at run time in the
// browser (jest uses the real package, so no other test would notice).
const repo = path.resolve(__dirname, '../..');
const APP_SOURCES = ['shell/src', 'remote-public/src', 'remote-member/src', 'remote-admin/src', 'context/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) &&
      !/\.spec\.tsx?$/.test(entry.name) &&
      !full.includes(`${path.sep}test${path.sep}`) &&
      !full.includes(`${path.sep}testing${path.sep}`)
      ? [full]
      : [];
  });
}

function importedNames(packageName: string): Set<string> {
  const names = new Set<string>();
  const importFrom = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${packageName}'`, 'g');
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repo, dir)))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(importFrom)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && !part.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

it.each([['react-router-dom', 'tools/shared-react-router.mjs']])(
  're-exports every %s name the apps import',
  (packageName, sharedFile) => {
    const shared = fs.readFileSync(path.join(repo, sharedFile), 'utf8');
    const exported = new Set([...shared.matchAll(/^\s+(\w+),?$/gm)].map((match) => match[1]));
    const imported = importedNames(packageName);
    expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
    expect(imported.size).toBeGreaterThan(5);
  },
);
