import { useEffect, useEffectEvent, useState } from 'react';

const SEARCH_PAUSE_MS = 300;

/**
 * The text of a search box whose search lives in the address: typing searches after a pause
 * (`onSearch` with the trimmed text), and a search changed from outside (a "reset filters"
 * button) shows in the box.
 */
export function useSearchText(q: string, onSearch: (q: string) => void) {
  const [text, setText] = useState(q);

  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setText(q);
  }
  // A pause after the text changed searches it, compared with the q of that moment: the text, not a
  // debounced copy of it, so clearing a box right after an Enter still clears the search.
  const searchSettled = useEffectEvent((value: string) => {
    if (value.trim() !== q) onSearch(value.trim());
  });
  useEffect(() => {
    const timer = setTimeout(() => searchSettled(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return [text, setText] as const;
}
