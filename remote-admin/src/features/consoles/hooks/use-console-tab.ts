import { useSearchParams } from 'react-router-dom';

/**
 * A console's open tab, kept in the query string (`?tab=gallery`) beside its tables' state, so a
 * reload, back and a shared link open the same tab. An unknown tab is the first one.
 */
export function useConsoleTab<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = keys.find((key) => key === asked) ?? keys[0];
  function open(key: string) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === keys[0]) next.delete('tab');
      else next.set('tab', key);
      return next;
    });
  }
  return { active, open };
}
