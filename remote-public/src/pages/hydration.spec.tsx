import { act } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { setImmediate } from 'timers';
import { DEFAULT_ACADEMY_FACTS, DEFAULT_RETENTION, REMOTE_ROUTES, serverPageFor, type PageData } from '@academy/common';
import { AuthProvider, PreloadedDataProvider, ThemeProvider, ToastProvider } from '@academy/context';
import { makeCourse, makeGalleryItem, makeNotice, makeProgram, mockApi } from '@academy/context/testing';

// React's Node renderer schedules with setImmediate, which jsdom leaves out.
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? setImmediate });

/** React warns when its server and client renderers share one JS realm, as only a test makes them do. */
const SAME_REALM_WARNING = /multiple renderers concurrently rendering the same context provider/;

const NOTICE = makeNotice({ id: 'n7', visibility: 'public', title: '겨울방학 특강 안내' });
const PROGRAM = makeProgram({ slug: 'middle-school' });

/** What the API answers each read a public page names (the route table's keys, parameters filled in). */
const ANSWERS: Record<string, unknown> = {
  '/api/programs': [PROGRAM, makeProgram({ id: 'p2', slug: 'toeic', title: 'TOEIC', order: 1 })],
  '/api/programs/middle-school': PROGRAM,
  '/api/gallery': [makeGalleryItem(), makeGalleryItem({ id: 'g2', caption: '자습실' })],
  '/api/site': { kakaoChannelUrl: 'https://pf.kakao.com/_xkAbcd', retention: DEFAULT_RETENTION },
  '/api/notices': [NOTICE],
  '/api/notices/n7': NOTICE,
  '/api/courses': [makeCourse()],
  '/api/academy': { ...DEFAULT_ACADEMY_FACTS, phone: '055-000-1234', businessNumber: '123-45-67890' },
};

/** An address of each server-rendered route of this remote. */
const SAMPLE_PARAMS: Record<string, string> = { slug: 'middle-school', id: 'n7', page: '2' };
const PAGES = REMOTE_ROUTES.filter((route) => route.remote === 'public' && route.server).map((route) => ({
  route,
  url: route.path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name]!),
}));

function pageData(url: string): PageData {
  const data: PageData = {};
  for (const key of serverPageFor(url)!.dataKeys) {
    if (!(key in ANSWERS)) throw new Error(`${url} reads ${key}: give it an answer in ANSWERS`);
    data[key] = { status: 200, body: ANSWERS[key] };
  }
  return data;
}

/** The providers the shell draws around every page, on the server and in the browser alike. */
function Tree({
  data,
  url,
  path,
  Page,
}: {
  data: PageData;
  url: string;
  path: string;
  Page: ComponentType;
}): ReactNode {
  return (
    <ThemeProvider>
      <ToastProvider>
        <AuthProvider hydrating>
          <PreloadedDataProvider data={data}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path={path} element={<Page />} />
              </Routes>
            </MemoryRouter>
          </PreloadedDataProvider>
        </AuthProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}

/**
 * Every public page the server renders, hydrated by React's development build, which reports each
 * difference between the server's HTML and the browser's first render (text, attributes, `useId`
 * ids) that the production build passes over in silence.
 */
describe('hydrating a server-rendered public page', () => {
  it.each(PAGES.map(({ route, url }) => [url, route] as const))(
    '%s matches what the server drew',
    async (url, route) => {
      const { default: Page } = (await import(`./${route.module.replace('./', '')}`)) as { default: ComponentType };
      mockApi(null, {});
      const data = pageData(url);
      const root = document.createElement('div');
      root.innerHTML = renderToString(<Tree data={data} url={url} path={route.path} Page={Page} />);
      document.body.appendChild(root);
      const recoverable: unknown[] = [];
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

      await act(async () => {
        hydrateRoot(root, <Tree data={data} url={url} path={route.path} Page={Page} />, {
          onRecoverableError: (error) => recoverable.push(error),
        });
      });

      expect(recoverable).toEqual([]);
      expect(
        errors.mock.calls
          .map((call) => call.map(String).join(' '))
          .filter((message) => !SAME_REALM_WARNING.test(message)),
      ).toEqual([]);
      expect(root.querySelector('main, section, article, h1')).not.toBeNull();
      errors.mockRestore();
      root.remove();
    },
  );
});
