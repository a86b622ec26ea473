import { createHash } from 'crypto';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { renderShellIndex } from './index-html';

const THEME_SCRIPT = "document.documentElement.dataset.theme='light';";

function shellDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<html lang=ko><head><meta charset=utf-8><meta name=description content="기본 설명"><title>기본 제목</title><script>${THEME_SCRIPT}</script>` +
      `<link href=/main.abc.css rel=stylesheet></head><body><noscript>자바스크립트를 켜 주세요.</noscript><div id=root></div><script defer src=/main.js></script></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'main.abc.css'), '.header{color:blue}');
  return dir;
}

const remotes = {
  public: '/remotes/public/',
  member: 'https://member.example.com/',
  admin: '/remotes/admin/remoteEntry.js',
};

describe('renderShellIndex', () => {
  it('answers null before the shell is built', () => {
    expect(renderShellIndex(fs.mkdtempSync(path.join(os.tmpdir(), 'empty-')), remotes)).toBeNull();
  });

  it('writes the run-time remote URLs into the page, unable to close the script tag', () => {
    const index = renderShellIndex(shellDir(), { ...remotes, admin: '/x</script><script>alert(1)//' })!;
    const html = index.htmlFor('/');
    expect(html).toContain('<script id="remotes-manifest" type="application/json">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('__SCRIPTS__');
  });

  it('preloads only the entry of the remote that draws the path', () => {
    const index = renderShellIndex(shellDir(), remotes)!;
    expect(index.htmlFor('/')).toContain('<link rel="preload" as="script" href="/remotes/public/remoteEntry.js">');
    expect(index.htmlFor('/account')).toContain('href="https://member.example.com/remoteEntry.js"');
    expect(index.htmlFor('/admin/members')).toContain('href="/remotes/admin/remoteEntry.js"');
    expect(index.htmlFor('/login')).not.toContain('rel="preload"');
  });

  it('inlines the shell style sheet, named as the browser runtime looks for it', () => {
    const html = renderShellIndex(shellDir(), remotes)!.htmlFor('/login');
    expect(html).toContain('<style data-href="main.abc.css">.header{color:blue}</style>');
    expect(html).not.toContain('rel=stylesheet');
  });

  it('makes a rendered page: its own head where the title was, its styles, markup and data', () => {
    const html = renderShellIndex(shellDir(), remotes)!.renderedPage('/', {
      head: '<title>페이지</title>',
      styles: '<style data-href="page.css">.hero{}</style>',
      body: '<main><h1>안녕하세요</h1></main>',
      data: { '/api/programs': { status: 200, body: [{ title: '</script><script>alert(1)</script>' }] } },
    });
    expect(html).toMatch(/^<html lang=ko><head><meta charset=utf-8><title>페이지<\/title><script>/);
    expect(html).not.toContain('기본 제목');
    expect(html).not.toContain('기본 설명');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<style data-href="page.css">.hero{}</style><script id="remotes-manifest"');
    expect(html).toContain(
      '<div id="root"><main><h1>안녕하세요</h1></main></div><script id="__DATA__" type="application/json">',
    );
    // Nothing a browser would fetch before the first paint: the remote's entry heads the start
    // script's list instead of a preload link.
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain(
      '<script id="__SCRIPTS__" type="application/json">["/remotes/public/remoteEntry.js"]</script>',
    );
    expect(html).not.toContain('</script><script>alert(1)');
    const data = /<script id="__DATA__" type="application\/json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(data)['/api/programs'].body[0].title).toBe('</script><script>alert(1)</script>');
  });

  it("lists a rendered page's remote entry and own scripts for the start script, named beside the entry", () => {
    const parts = { head: '', styles: '', body: '<main></main>', data: {}, scripts: ['702.abc.js', 'page.def.js'] };
    const html = renderShellIndex(shellDir(), remotes)!.renderedPage('/', parts);
    expect(html).toContain(
      '<script id="__SCRIPTS__" type="application/json">' +
        '["/remotes/public/remoteEntry.js","/remotes/public/702.abc.js","/remotes/public/page.def.js"]</script>',
    );
    // A remote served from elsewhere: its scripts are named beside its entry there.
    const elsewhere = renderShellIndex(shellDir(), {
      ...remotes,
      public: 'https://cdn.example.com/public/remoteEntry.js',
    })!;
    expect(elsewhere.renderedPage('/', parts)).toContain(
      '["https://cdn.example.com/public/remoteEntry.js","https://cdn.example.com/public/702.abc.js",',
    );
  });

  it("lists a client-rendered page's scripts beside its remote's entry, and only when it is given some", () => {
    const index = renderShellIndex(shellDir(), remotes)!;
    const html = index.htmlFor('/admin/members', ['/admin-reads.r.js', '9952.a.js', 'admin-members.b.js']);
    // A name from the root is the shell's own chunk.
    expect(html).toContain(
      '<link rel="preload" as="script" href="/remotes/admin/remoteEntry.js">' +
        '<script id="__SCRIPTS__" type="application/json">["/admin-reads.r.js","/remotes/admin/9952.a.js","/remotes/admin/admin-members.b.js"]</script></head>',
    );
    expect(index.htmlFor('/admin/members', [])).toBe(index.htmlFor('/admin/members'));
    expect(index.htmlFor('/admin/members')).not.toContain('__SCRIPTS__');
    // No remote draws /login: nothing to name.
    expect(index.htmlFor('/login', ['x.js'])).not.toContain('__SCRIPTS__');
  });

  it('gives the CSP hash of the inline theme script', () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(renderShellIndex(shellDir(), remotes)!.scriptHashes).toEqual([`'sha256-${hash}'`]);
  });
});
