import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A console's open tab, kept in the query string (`?tab=gallery`) beside its tables' state, so a
 * reload, back and a shared link open the same tab. An unknown tab is the first one. The click
 * switches at once: the router applies a new address in a transition, which would leave the old tab
 * selected while the new one renders.
 */
export function useConsoleTab<Key extends string>(keys: readonly Key[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const fromUrl = keys.find((key) => key === asked) ?? keys[0];
  const [active, setActive] = useState<Key>(fromUrl);
  // Back, forward or a link changed the address: show its tab.
  const [seenUrlTab, setSeenUrlTab] = useState(fromUrl);
  if (seenUrlTab !== fromUrl) {
    setSeenUrlTab(fromUrl);
    setActive(fromUrl);
  }

  function open(key: string) {
    const next = keys.find((candidate) => candidate === key) ?? keys[0];
    setActive(next);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === keys[0]) updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  }
  return { active, open };
}
