import { modulesInScripts } from './shared-libraries.cjs';
import adminPackage from 'remote-admin/package.json';

const ANTD_VERSION = adminPackage.dependencies.antd;

/** Licence files by URL, as the site would serve them next to their chunks. */
function licenceServer(files: Record<string, string>) {
  return async (url: string) => {
    if (!(url in files)) throw new Error(`404 ${url}`);
    return files[url];
  };
}

describe('recognising a shared library inside the scripts a page loaded', () => {
  test('two chunks that each carry react-dom are two copies, wherever they come from', async () => {
    const scripts = [
      {
        url: 'http://site/325.fb8eeb398a.js',
        body: '/*! For license information please see 325.fb8eeb398a.js.LICENSE.txt */\n(()=>{})()',
      },
      {
        url: 'http://site/remotes/admin/706.aaaaaaaaaa.js',
        body: '/*! For license information please see 706.aaaaaaaaaa.js.LICENSE.txt */\n(()=>{})()',
      },
    ];
    const licences = licenceServer({
      'http://site/325.fb8eeb398a.js.LICENSE.txt': '/**\n * @license React\n * react-dom.production.js\n */',
      'http://site/remotes/admin/706.aaaaaaaaaa.js.LICENSE.txt':
        '/**\n * @license React\n * react-dom.production.js\n */',
    });
    await expect(modulesInScripts(scripts, licences)).resolves.toEqual({ 'react-dom': scripts.map((s) => s.url) });
  });

  test('react, react-dom/client and react-router are told apart by their banners', async () => {
    const scripts = [
      {
        url: 'http://site/1.0123456789.js',
        body: '/** @license React react.production.js */ /** @license React react-dom-client.production.js */ /** react-router v7.18.5 */',
      },
    ];
    await expect(modulesInScripts(scripts, licenceServer({}))).resolves.toEqual({
      react: [scripts[0].url],
      'react-dom/client': [scripts[0].url],
      'react-router': [scripts[0].url],
    });
  });

  test('antd is recognised by its version in a chunk, not in an entry file that only registers the share', async () => {
    const scripts = [
      { url: 'http://site/remotes/admin/remoteEntry.js', body: `register("antd","${ANTD_VERSION}")` },
      { url: 'http://site/remotes/admin/240.2b2fdddbb6.js', body: `var version="${ANTD_VERSION}";` },
    ];
    await expect(modulesInScripts(scripts, licenceServer({}))).resolves.toEqual({
      antd: ['http://site/remotes/admin/240.2b2fdddbb6.js'],
    });
  });

  test('antd is recognised in a minified chunk, where its version only starts the theme hash template', async () => {
    const chunk = { url: 'http://site/615.ed95807fa7.js', body: `},y=\`${ANTD_VERSION}-\${t||""}\`,d=n` };
    await expect(modulesInScripts([chunk], licenceServer({}))).resolves.toEqual({ antd: [chunk.url] });
  });

  test('a script without any of them contributes nothing', async () => {
    await expect(
      modulesInScripts([{ url: 'http://site/main.js', body: 'console.log(1)' }], licenceServer({})),
    ).resolves.toEqual({});
  });
});
