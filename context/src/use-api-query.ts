import { useState } from 'react';
import { getJson, type GetOptions } from './request';
import { preloadedState, usePreloadedData } from './preloaded-data';
import { useAsyncData, type AsyncData } from './use-async-data';

export type ApiQuery<T> = AsyncData<T>;

/**
 * GET on a URL (or key parts joined with '/'); null url = do not load yet. On a server-rendered
 * page the first call of a key starts from the answer the page was rendered with: the server
 * and the first render in the browser then draw the same thing, and nothing is fetched twice.
 */
export function useApiQuery<T>(
  url: string | readonly (string | number)[] | null,
  options: GetOptions = {},
): ApiQuery<T> {
  const key = url === null ? null : typeof url === 'string' ? url : url.join('/');
  const preloaded = usePreloadedData();
  const [fromPage] = useState(() => {
    const answer = key === null ? undefined : preloaded.peek(key);
    return answer && key !== null ? { key, state: preloadedState<T>(answer) } : undefined;
  });
  const on401 = options.on401;
  // getJson's null (an empty answer) lands in `data`, which is nullable anyway.
  return useAsyncData<T>(
    key === null ? null : () => getJson<T>(key, { on401 }) as Promise<T>,
    [key, on401, preloaded],
    {
      initial: fromPage?.state,
      onInitialUsed: () => fromPage && preloaded.consume(fromPage.key),
    },
  );
}
