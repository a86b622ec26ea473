import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { readKey, type PageData, type PreloadedAnswer } from '@academy/common';
import { HttpError } from './api-client/request';

/**
 * The API answers a server-rendered page was drawn with. The first useApiQuery of each key starts
 * from its answer instead of asking again; later ones (after a navigation) ask the server.
 */
export class PreloadedData {
  private readonly answers: Map<string, PreloadedAnswer>;

  constructor(data: PageData = {}) {
    // Keyed as the early reads are: the server and the typed client may write a query differently.
    this.answers = new Map(Object.entries(data).map(([url, answer]) => [readKey(url), answer]));
  }

  peek(url: string): PreloadedAnswer | undefined {
    return this.answers.get(readKey(url));
  }

  /** Forgets an answer once the page it was rendered for is on screen. */
  consume(url: string): void {
    this.answers.delete(readKey(url));
  }
}

/** What a query starts from when its answer came with the page. */
export function preloadedState<T>(answer: PreloadedAnswer): { data: T | null; error: Error | null } {
  if (answer.status === 200) return { data: answer.body as T, error: null };
  const body = answer.body as { message?: string; code?: string; errors?: [] };
  return {
    data: null,
    error: new HttpError(answer.status, String(body.message ?? answer.status), body.code, body.errors ?? []),
  };
}

const PreloadedDataContext = createContext<PreloadedData>(new PreloadedData());

export function PreloadedDataProvider({ data, children }: { data?: PageData; children: ReactNode }) {
  const value = useMemo(() => new PreloadedData(data), [data]);
  return <PreloadedDataContext.Provider value={value}>{children}</PreloadedDataContext.Provider>;
}

export function usePreloadedData(): PreloadedData {
  return useContext(PreloadedDataContext);
}
