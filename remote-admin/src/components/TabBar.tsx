import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tab-bar.css';

export interface TabBarItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabBarProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  items: readonly TabBarItem<K>[];
  active: K;
  onChange: (key: K) => void;
}

/** Where each key moves focus from tab `index` of `count`; other keys are left to the browser. */
function targetOf(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * A row of tabs that switch what the screen lists (no panels of its own): one tab stop, the arrow
 * keys, Home and End move between tabs and select the one they reach, as antd's tabs do.
 */
export function TabBar<K extends string>({ label, items, active, onChange }: TabBarProps<K>) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const target = targetOf(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    // Compared with the focused tab, not `active`: keys pressed before the screen has drawn the last
    // change would read an `active` that is already out of date, and the selection would stay behind.
    if (target !== index) onChange(items[target]!.key);
  }

  return (
    <div className="tab-bar" role="tablist" aria-label={label}>
      {items.map((item, index) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            className="tab-bar__tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => !selected && onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
