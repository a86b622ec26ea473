import { MESSAGES } from '@academy/common';

const M = MESSAGES.admin.pager;

/** Pages shown around the current one; the first and last are always shown. */
const AROUND = 2;

/** The page numbers to offer, with a gap ('…') where a run of pages is left out. */
export function pageItems(current: number, count: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let page = 1; page <= count; page++) {
    const near = Math.abs(page - current) <= AROUND;
    if (page === 1 || page === count || near) items.push(page);
    // A gap of one page shows that page: a '…' would take the same room.
    else if (page === current - AROUND - 1 && page === 2) items.push(page);
    else if (page === current + AROUND + 1 && page === count - 1) items.push(page);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

interface PagerProps {
  /** The list's name ("동영상 목록"): the pager is named after it. */
  list: string;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  className?: string;
}

/** Previous, the page numbers and next under a list; nothing when the list fits on one page. */
export function Pager({ list, page, pageCount, onChange, className }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={['pager', className].filter(Boolean).join(' ')} aria-label={M.label(list)}>
      <button type="button" className="pager__button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {M.previous}
      </button>
      <ul className="pager__pages">
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="pager__button pager__page"
                aria-label={M.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className="pager__button" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        {M.next}
      </button>
    </nav>
  );
}
