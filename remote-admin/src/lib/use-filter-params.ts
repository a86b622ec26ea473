import { useSearchParams } from 'react-router-dom';

export type FilterChanges<K extends string> = Partial<Record<K, string | undefined>>;

/**
 * A list's filters in the address. Changing some drops the page, since a new filter starts again at
 * the first; each change is a history entry, so back returns to the last view. An empty value
 * removes its filter.
 */
export function useFilterParams<K extends string>() {
  const [params, setParams] = useSearchParams();

  function update(changes: FilterChanges<K>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries<string | undefined>(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    next.delete('page');
    setParams(next);
  }

  return [params, update] as const;
}
