import type { ReactNode } from 'react';
import type { AsyncData } from '@academy/context';
import { AsyncContent } from '../AsyncContent';
import { CountBar, type Count } from '../CountBar';
import { ListEmpty } from '../ListEmpty';
import { ScreenHeader } from '../ScreenHeader';
import { SearchBox } from '../SearchBox';

interface CrudScreenProps {
  /** The heading's id (the section's aria-labelledby). */
  id: string;
  title: string;
  lead: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** The screen's loaded list: its error with a retry, its skeleton, then the table. */
  data: AsyncData<unknown>;
  /** The search box, on the list's URL state. */
  search: { q: string; onSearch: (q: string) => void; label: string; placeholder: string };
  /** The screen's own filters, after the search box. */
  filters?: ReactNode;
  counts: { label: string; counts: Count[] };
  /** Between the figures and the table (a batch bar). */
  toolbar?: ReactNode;
  /** The table's empty state: whether a search or filter narrows it, its two sentences, the reset. */
  empty: { filtered: boolean; none: string; noMatch: string; onReset: () => void };
  /** The table, given its empty state. */
  children: (empty: ReactNode) => ReactNode;
  /** The add/edit dialog. */
  dialog: ReactNode;
}

/** An /admin/* list screen: header with the add button, search and filters, figures, the table, its dialog. */
export function CrudScreen({
  id,
  title,
  lead,
  addLabel,
  onAdd,
  data,
  search,
  filters,
  counts,
  toolbar,
  empty,
  children,
  dialog,
}: CrudScreenProps) {
  return (
    <section className="admin-screen" aria-labelledby={id}>
      <ScreenHeader id={id} title={title} lead={lead} addLabel={addLabel} onAdd={onAdd} />
      <div className="admin-filters">
        <SearchBox {...search} />
        {filters}
      </div>
      <CountBar {...counts} />
      {toolbar}
      <AsyncContent data={data} retry>
        {() => children(<ListEmpty {...empty} />)}
      </AsyncContent>
      {dialog}
    </section>
  );
}
