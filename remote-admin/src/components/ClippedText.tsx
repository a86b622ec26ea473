import { useLayoutEffect, useRef, useState } from 'react';
import { Tooltip } from 'antd';

interface ClippedTextProps {
  text: string;
  /** How many lines the text may take before it is cut with "…". */
  lines?: 1 | 2;
  strong?: boolean;
  className?: string;
}

/**
 * Text that keeps its cell's width: cut with "…" after `lines` lines. When it is cut, the whole
 * text shows in a tooltip on hover and on keyboard focus (the cut text becomes a Tab stop); screen
 * readers read the whole text either way, as it is all in the page.
 */
export function ClippedText({ text, lines = 1, strong = false, className }: ClippedTextProps) {
  const ref = useRef<HTMLElement>(null);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => setCut(node.scrollWidth > node.clientWidth + 1 || node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [text, lines]);

  const Element = strong ? 'strong' : 'span';
  return (
    <Tooltip title={cut ? text : undefined} trigger={['hover', 'focus']} mouseEnterDelay={0.3}>
      <Element
        ref={ref as never}
        className={['clipped', `clipped--${lines}`, className].filter(Boolean).join(' ')}
        tabIndex={cut ? 0 : undefined}
      >
        {text}
      </Element>
    </Tooltip>
  );
}
