import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Every repository path the manual names exists: a backticked path in README.md or docs/*.md
// (`api/src/http/fields`, `tools/*.html`) and every relative link. Files move; the docs follow.
const ROOT = path.resolve(__dirname, '..', '..');
const DOCS = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md'))].map(
  (name) => (name === 'README.md' ? name : `docs/${name}`),
);

/** The repository's top folders (`api`, `.ci`, …): a backticked path starting with one is a repository path. */
const TOP_FOLDERS = new Set(
  fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !['node_modules', '.git', '.nx'].includes(entry.name))
    .map((entry) => entry.name),
);

interface Named {
  doc: string;
  path: string;
}

/**
 * The repository paths a Markdown text names, relative to the root: backticked text with a `/` that
 * starts with a top folder or ends in a file extension (not `/api/x` routes, `@academy/…` modules,
 * `../shared/…` outside the repository, or `<placeholder>` patterns), and relative link targets.
 */
function namedPaths(doc: string, markdown: string): Named[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const named: Named[] = [];
  for (const [, code] of prose.matchAll(/`([^`\s]+)`/g)) {
    if (!code.includes('/') || /^(\/|@|\.\.\/|[a-z]+:)/.test(code) || /[<>]/.test(code)) continue;
    const first = code.split('/')[0];
    const last = code.replace(/\/$/, '').split('/').pop()!;
    if (TOP_FOLDERS.has(first) || /\.[a-z][a-z0-9]{0,9}$/i.test(last)) named.push({ doc, path: code });
  }
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#)/i.test(target)) continue;
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(doc), target.replace(/#.*$/, '')));
    if (!file.startsWith('../')) named.push({ doc, path: file });
  }
  return named;
}

/** `{a,b}` alternatives, then `*` within one path segment. */
function expand(pattern: string): string[] {
  const brace = /\{([^{}]*)\}/.exec(pattern);
  if (brace) {
    return brace[1]!
      .split(',')
      .flatMap((choice) =>
        expand(pattern.slice(0, brace.index) + choice + pattern.slice(brace.index + brace[0].length)),
      );
  }
  let found = [''];
  for (const segment of pattern.replace(/\/$/, '').split('/')) {
    if (!segment.includes('*')) {
      found = found.map((base) => path.posix.join(base, segment));
      continue;
    }
    const matcher = new RegExp(`^${segment.split('*').map(escapeRegExp).join('[^/]*')}$`);
    found = found.flatMap((base) => {
      const dir = path.join(ROOT, base);
      if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
      return fs
        .readdirSync(dir)
        .filter((name) => matcher.test(name))
        .map((name) => path.posix.join(base, name));
    });
  }
  return found.filter((file) => fs.existsSync(path.join(ROOT, file)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Paths git ignores are what builds and runs write (`data/secrets.json`, `bench-results/`, a `dist/`), not sources. */
function ignoredByGit(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: ROOT,
      input: paths.join('\n'),
      encoding: 'utf8',
    });
    return new Set(out.split('\n').filter(Boolean));
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if ((error as { status?: number }).status === 1) return new Set();
    throw error;
  }
}

/** The named paths that exist nowhere in the repository, as "doc: path". */
function missingPaths(named: Named[]): string[] {
  const ignored = ignoredByGit([...new Set(named.map((entry) => entry.path))]);
  return named
    .filter((entry) => !ignored.has(entry.path) && expand(entry.path).length === 0)
    .map((entry) => `${entry.doc}: ${entry.path}`);
}

describe('the paths the docs name', () => {
  it('all exist', () => {
    const named = DOCS.flatMap((doc) => namedPaths(doc, fs.readFileSync(path.join(ROOT, doc), 'utf8')));
    expect(named.length).toBeGreaterThan(50);
    expect(missingPaths(named)).toEqual([]);
  });

  it('are found in prose and links, and a stale one is reported', () => {
    const planted = [
      'The rule sits in `api/src/http/fields` (was `api/src/common/fields`), beside `lib/moved-away.ts`;',
      'see [testing](testing.md#suites) and [gone](gone.md). Not paths: `/api/docs`, `@academy/common/slug`,',
      '`../shared/CONTRACT.md`, `features/<x>/api/`, `text/html`. Built ones are skipped: `data/secrets.json`.',
      'Globs must match: `tools/*.html`, `api/src/database/migrations/{mysql,sqlite}`, `tools/*.nothing`.',
      '```',
      'api/src/in-a-code-block.ts',
      '```',
    ].join('\n');
    expect(missingPaths(namedPaths('docs/planted.md', planted))).toEqual([
      'docs/planted.md: api/src/common/fields',
      'docs/planted.md: lib/moved-away.ts',
      'docs/planted.md: tools/*.nothing',
      'docs/planted.md: docs/gone.md',
    ]);
  });
});
