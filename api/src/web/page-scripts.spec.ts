import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { PageScripts, scriptsFor, type BuildScripts } from './page-scripts';
import { folderSource } from './remote-build';

const BUILD: BuildScripts = {
  exposes: {
    './AdminSection': ['9952.a.js', '__federation_expose_AdminSection.b.js'],
    './AdminDashboardPage': ['4587.c.js', '__federation_expose_AdminDashboardPage.d.js'],
  },
  groups: {
    'admin-antd': ['4587.c.js', '6587.e.js', 'admin-antd.f.js'],
    'admin-members': ['6587.e.js', 'admin-members.g.js'],
    'admin-dashboard': ['admin-dashboard.h.js'],
    'admin-analytics': ['admin-analytics.i.js'],
    'admin-analytics-chart': ['admin-analytics-chart.j.js'],
    'admin-audit': ['admin-audit.k.js'],
  },
};

const SHELL: BuildScripts = { exposes: {}, groups: { 'admin-reads': ['admin-reads.r.js'] } };

describe('scriptsFor', () => {
  it("names the shell's reads chunk, then an admin screen's section module, antd and the screen, each once", () => {
    expect(scriptsFor('/admin/members', BUILD, SHELL)).toEqual([
      '/admin-reads.r.js',
      '9952.a.js',
      '__federation_expose_AdminSection.b.js',
      '4587.c.js',
      '6587.e.js',
      'admin-antd.f.js',
      'admin-members.g.js',
    ]);
  });

  it("adds a screen's companions (the analytics chart), never another screen's", () => {
    const scripts = scriptsFor('/admin/analytics', BUILD, SHELL);
    expect(scripts).toContain('admin-analytics.i.js');
    expect(scripts).toContain('admin-analytics-chart.j.js');
    expect(scripts).not.toContain('admin-members.g.js');
    expect(scripts).not.toContain('admin-audit.k.js');
  });

  it('reads /admin as the dashboard screen, and an unknown screen as the section and antd alone', () => {
    expect(scriptsFor('/admin', BUILD, SHELL)).toContain('admin-dashboard.h.js');
    expect(scriptsFor('/admin/nowhere', BUILD, SHELL)).toEqual([
      '/admin-reads.r.js',
      '9952.a.js',
      '__federation_expose_AdminSection.b.js',
      '4587.c.js',
      '6587.e.js',
      'admin-antd.f.js',
    ]);
  });

  it("names another admin page's own module only, and nothing for an address no remote draws", () => {
    expect(scriptsFor('/admin-dashboard', BUILD, SHELL)).toEqual([
      '4587.c.js',
      '__federation_expose_AdminDashboardPage.d.js',
    ]);
    expect(scriptsFor('/login', BUILD, SHELL)).toEqual([]);
  });
});

describe('PageScripts', () => {
  function writeShell(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-shell-'));
    fs.writeFileSync(path.join(dir, 'chunk-groups.json'), JSON.stringify({ 'admin-reads': ['reads.js'] }));
    return dir;
  }

  function writeBuild(dir: string, screenFile: string) {
    fs.writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        exposes: [
          { path: './AdminSection', assets: { css: { sync: [], async: [] }, js: { sync: ['s.js'], async: [] } } },
        ],
      }),
    );
    fs.writeFileSync(path.join(dir, 'chunk-groups.json'), JSON.stringify({ 'admin-members': [screenFile] }));
  }

  it('names nothing until the build is read, then its scripts; a new build is read once the check is due', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    writeBuild(dir, 'admin-members.one.js');
    const errors: unknown[] = [];
    const scripts = new PageScripts(folderSource(dir), folderSource(writeShell()), 10_000, (error) =>
      errors.push(error),
    );
    expect(scripts.for('/admin/members', 0)).toEqual([]);
    await scripts.check(0);
    expect(scripts.for('/admin/members', 1)).toEqual(['/reads.js', 's.js', 'admin-members.one.js']);

    writeBuild(dir, 'admin-members.two.js');
    expect(scripts.for('/admin/members', 5_000)).toEqual(['/reads.js', 's.js', 'admin-members.one.js']);
    await scripts.check(10_000);
    expect(scripts.for('/admin/members', 10_001)).toEqual(['/reads.js', 's.js', 'admin-members.two.js']);
    expect(errors).toEqual([]);
  });

  it('keeps the last list it read when the build cannot be read, and says why', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    const errors: unknown[] = [];
    const scripts = new PageScripts(folderSource(dir), folderSource(writeShell()), 10_000, (error) =>
      errors.push(error),
    );
    await scripts.check(0);
    expect(scripts.for('/admin/members', 1)).toEqual([]);
    expect(errors).toHaveLength(1);

    writeBuild(dir, 'admin-members.one.js');
    await scripts.check(10_000);
    fs.rmSync(path.join(dir, 'chunk-groups.json'));
    await scripts.check(20_000);
    expect(scripts.for('/admin/members', 20_001)).toEqual(['/reads.js', 's.js', 'admin-members.one.js']);
    expect(errors).toHaveLength(2);
  });
});
