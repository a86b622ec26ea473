import { useState } from 'react';
import type { PathsWithMethod } from 'openapi-typescript-helpers';
import { api, apiUrl, type Answer, type Args, type Init } from './api-client/client';
import type { paths } from './api-client/openapi';
import { preloadedState, usePreloadedData } from './preloaded-data';
import { useAsyncData, type AsyncData } from './use-async-data';

export type ApiQuery<T> = AsyncData<T>;

/**
 * GET on a typed route; a null path = do not load yet. On a server-rendered page the first call of
 * an address starts from the answer the page was rendered with: the server and the first render in
 * the browser then draw the same thing, and nothing is fetched twice.
 * `useApiQuery('/programs/{slug}', { params: { path: { slug } } })`.
 */
export function useApiQuery<P extends PathsWithMethod<paths, 'get'>, I extends Init<P, 'get'>>(
  path: P | null,
  ...[init]: Args<I>
): ApiQuery<Answer<P, 'get', I>> {
  type T = Answer<P, 'get', I>;
  const params = (init as { params?: Parameters<typeof apiUrl>[1] } | undefined)?.params;
  const key = path === null ? null : (apiUrl as (path: string, params?: unknown) => string)(path, params);
  const preloaded = usePreloadedData();
  const [fromPage] = useState(() => {
    const answer = key === null ? undefined : preloaded.peek(key);
    return answer && key !== null ? { key, state: preloadedState<T>(answer) } : undefined;
  });
  const on401 = init?.on401;
  return useAsyncData<T>(
    path === null ? null : () => (api.get as (path: string, init: unknown) => Promise<T>)(path, init),
    // The address holds the path and every parameter; the init object is new on every render.
    [key, on401, preloaded],
    {
      initial: fromPage?.state,
      onInitialUsed: () => fromPage && preloaded.consume(fromPage.key),
    },
  );
}
