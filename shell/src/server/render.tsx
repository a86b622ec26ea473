import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Writable } from 'stream';
import { REMOTE_ROUTES, routeForPath, type ServerRenderInput, type ServerRenderOutput } from '@academy/common';
import { AppTree } from '../app/App';
import { loadRemotePage, setServerRemoteEntries } from '../federation/remotes';

/**
 * Streams the element with React's renderToPipeableStream and collects all of it once nothing is
 * left to wait for. A component that throws fails the whole render: the API then answers the
 * page the browser renders by itself, rather than HTML with a hole in it.
 */
function renderComplete(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => (failure ? reject(failure) : resolve(Buffer.concat(chunks).toString('utf8'))));
    const stream = renderToPipeableStream(element, {
      // Never outline a large page into a later segment: completing it would take an inline
      // script, which the Content-Security-Policy refuses (and nothing is streamed late anyway).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
  });
}

/** One page: the remote module it needs is loaded first (a failure rejects), then React renders. */
export async function render({ url, data, remotes }: ServerRenderInput): Promise<ServerRenderOutput> {
  setServerRemoteEntries(remotes);
  const route = routeForPath(new URL(url, 'http://server.invalid').pathname);
  if (route) await loadRemotePage(route.remote, route.module);
  const AtAddress = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const html = await renderComplete(<AppTree data={data} router={AtAddress} />);
  return { html };
}

export async function warmUp(remotes: ServerRenderInput['remotes']): Promise<void> {
  setServerRemoteEntries(remotes);
  const pages = REMOTE_ROUTES.filter((route) => route.server && remotes[route.remote]);
  await Promise.all(pages.map((route) => loadRemotePage(route.remote, route.module)));
}
