import { useId } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useApiQuery } from '@academy/context';
import { makeUser, mockApi } from '@academy/context/testing';
import type { PageData } from '@academy/common';
import { App } from '../app/App';
import { render } from './render';
import { setImmediate } from 'timers';

// React's Node renderer schedules with setImmediate, which jsdom leaves out.
Object.assign(globalThis, { setImmediate: globalThis.setImmediate ?? setImmediate });

/** Every id the stand-in was given, in render order: the server's first, the hydrating browser's last. */
const renderedIds: string[] = [];

/** A stand-in for remote-public's landing page: it shows the programs it reads, and a form field named by useId. */
function LandingStandIn() {
  const { data } = useApiQuery('/programs');
  const id = useId();
  renderedIds.push(id);
  return (
    <section>
      <h1>랜딩</h1>
      <label htmlFor={`${id}-name`}>이름</label>
      <input id={`${id}-name`} data-testid="named-field" />
      <ul>
        {data?.map((program) => (
          <li key={program.title}>{program.title}</li>
        ))}
      </ul>
    </section>
  );
}

jest.mock('../federation/remotes', () => {
  const page = { default: () => null as unknown };
  const state = { generation: 0 };
  return {
    setServerRemoteEntries: jest.fn(),
    loadRemotePage: jest.fn(async () => page),
    loadedPage: () => page,
    // A new "version" of the remote for each test: the shell draws the page the test set.
    remoteGeneration: () => state.generation,
    resetRemote: jest.fn(),
    preloadPageFor: jest.fn(async () => page),
    __page: page,
    __state: state,
  };
});

const remotes = jest.requireMock('../federation/remotes') as {
  __page: { default: unknown };
  __state: { generation: number };
  loadRemotePage: jest.Mock;
};

/** React warns when its server and client renderers share one JS realm, as only a test makes them do. */
const SAME_REALM_WARNING = /multiple renderers concurrently rendering the same context provider/;
const DATA: PageData = {
  '/api/programs': { status: 200, body: [{ title: '중등 내신 영어' }, { title: '고등 내신·수능 영어' }] },
  '/api/gallery': { status: 200, body: [] },
};

beforeEach(() => {
  remotes.__page.default = LandingStandIn;
  remotes.__state.generation += 1;
  document.documentElement.removeAttribute('data-theme');
  window.history.replaceState(null, '', '/');
});

describe('the shell on the server', () => {
  it('renders a public page inside the layout, with the visitor header and the data it was given', async () => {
    const { html } = await render({
      url: '/',
      data: DATA,
      remotes: { public: 'file:///remote/server/remoteEntry.js' },
    });
    expect(remotes.loadRemotePage).toHaveBeenCalledWith('public', './LandingPage');
    expect(html).toContain('<header class="header">');
    expect(html).toContain('>로그인</button>');
    expect(html).toContain('<li>중등 내신 영어</li>');
    expect(html).toContain('<footer class="footer">');
  });

  it('renders the Korean 404 page for an unknown path', async () => {
    const { html } = await render({ url: '/no-such-page', data: {}, remotes: {} });
    expect(html).toContain('페이지를 찾을 수 없습니다');
  });

  it('fails the render when the page throws, so the API can send the client-rendered page instead', async () => {
    remotes.__page.default = () => {
      throw new Error('broken page');
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(render({ url: '/', data: DATA, remotes: {} })).rejects.toThrow('broken page');
  });
});

describe('the browser hydrating what the server drew', () => {
  it.each([
    ['a visitor with the light theme', null, 'light'],
    ['a signed-in member with the dark theme', makeUser({ firstName: '민수' }), 'dark'],
  ] as const)('matches it for %s, then shows their own header and theme', async (_label, user, theme) => {
    const server = mockApi(user);
    const { html } = await render({ url: '/', data: DATA, remotes: {} });
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.appendChild(root);
    document.documentElement.dataset.theme = theme;
    const recoverable: unknown[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await act(async () => {
      hydrateRoot(root, <App data={DATA} />, { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(recoverable).toEqual([]);
    // React keeps the server's attributes: had the browser computed another id, a form focusing its
    // first invalid field by that id would find nothing.
    const field = root.querySelector('[data-testid="named-field"]')!;
    expect(field.id).toBe(`${renderedIds[renderedIds.length - 1]}-name`);
    expect(
      errors.mock.calls.map(([message]) => String(message)).filter((message) => !SAME_REALM_WARNING.test(message)),
    ).toEqual([]);
    expect(server.calls.map((call) => call.path)).not.toContain('/api/programs');
    expect(
      root.querySelector('[aria-label="' + (theme === 'dark' ? '라이트' : '다크') + ' 모드로 전환"]'),
    ).not.toBeNull();
    expect(root.textContent).toContain(user ? '민수' : '로그인');
    errors.mockRestore();
    root.remove();
  });
});
