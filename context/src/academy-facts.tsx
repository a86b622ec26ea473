import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_ACADEMY_FACTS, type AcademyFacts } from '@academy/common';
import { useApiQuery } from './use-api-query';

interface AcademyFactsValue {
  facts: AcademyFacts;
  /** Shows facts just saved (학원 정보) on the open page at once. */
  replace: (facts: AcademyFacts) => void;
}

const AcademyFactsContext = createContext<AcademyFactsValue | null>(null);

const isFacts = (value: unknown): value is AcademyFacts =>
  typeof value === 'object' && value !== null && typeof (value as AcademyFacts).name === 'string';

/**
 * One read of GET /academy for the whole page (header, footer, the page itself). A
 * server-rendered page carries the answer, so nothing moves when scripts arrive; elsewhere the
 * constants the site showed before stand in until it comes.
 */
export function AcademyFactsProvider({ children }: { children: ReactNode }) {
  const query = useApiQuery('/academy');
  // Facts saved on this page win over the read made before the save.
  const [saved, setSaved] = useState<AcademyFacts | null>(null);
  const value = useMemo<AcademyFactsValue>(
    () => ({
      facts: saved ?? (isFacts(query.data) ? query.data : DEFAULT_ACADEMY_FACTS),
      replace: setSaved,
    }),
    [saved, query.data],
  );
  return <AcademyFactsContext.Provider value={value}>{children}</AcademyFactsContext.Provider>;
}

/**
 * The academy's facts (학원 정보). Under the shell's provider they are the page's one read; a
 * remote run on its own (no provider) reads them itself.
 */
export function useAcademyFacts(): AcademyFacts {
  const provided = useContext(AcademyFactsContext);
  const own = useApiQuery(provided ? null : '/academy');
  if (provided) return provided.facts;
  return isFacts(own.data) ? own.data : DEFAULT_ACADEMY_FACTS;
}

/** Puts facts just saved on the open page (the admin screen, after its PUT). */
export function useReplaceAcademyFacts(): (facts: AcademyFacts) => void {
  return useContext(AcademyFactsContext)?.replace ?? (() => undefined);
}
