import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_PAUSE_MS = 300;

/**
 * The text of a search box whose search lives in the address: typing searches after a pause
 * (`onSearch` with the trimmed text), and a search changed from outside (a "reset filters"
 * button) shows in the box.
 */
export function useSearchText(q: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(q);
  const settled = useDebouncedValue(text, SEARCH_PAUSE_MS);

  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  // Only a settled change of the text searches; the current q and onSearch are read when it settles.
  const searchSettled = useEffectEvent((value: string) => {
    if (value.trim() !== q) onSearch(value.trim());
  });
  useEffect(() => searchSettled(settled), [settled]);

  return [text, setText] as const;
}
