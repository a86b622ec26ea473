import * as fs from 'fs';
import * as path from 'path';

// The apps share antd through tools/shared-antd.mjs, which re-exports only some
// names. A name an app imports but the file leaves out would be undefined at run time in the browser
// (jest uses the real package, so no other test would notice).
const repo = path.resolve(__dirname, '../../..');
const APP_SOURCES = ['shell/src', 'remote-public/src', 'remote-member/src', 'remote-admin/src', 'context/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) &&
      !/\.spec\.tsx?$/.test(entry.name) &&
      !full.includes(`${path.sep}test${path.sep}`)
      ? [full]
      : [];
  });
}

function importedAntdNames(): Set<string> {
  const names = new Set<string>();
  for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repo, dir)))) {
    if (file.endsWith('testing.tsx')) continue;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
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

it('re-exports every antd name the apps import', () => {
  const shared = fs.readFileSync(path.join(repo, 'tools/shared-antd.mjs'), 'utf8');
  const exported = new Set([...shared.matchAll(/^\s+(\w+),?$/gm)].map((match) => match[1]));
  const missing = [...importedAntdNames()].filter((name) => !exported.has(name));
  expect(missing).toEqual([]);
  expect(importedAntdNames().size).toBeGreaterThan(5);
});
