import type { ReactNode } from 'react';
import { MESSAGES } from '@academy/common';
import type { AsyncData } from '@academy/context';
import { AsyncContent } from './AsyncContent';
import { RefreshBar } from './RefreshBar';

interface PendingListProps<T> {
  label: string;
  data: AsyncData<T>;
  count: (value: T) => number;
  isEmpty?: (value: T) => boolean;
  children: (value: T) => ReactNode;
}

/** The members waiting for approval, as the dashboard and the consoles show them: how many, a refresh, the list. */
export function PendingList<T>({ label, data, count, isEmpty, children }: PendingListProps<T>) {
  return (
    <section aria-label={label}>
      <RefreshBar lead={MESSAGES.members.pendingCount(data.data ? count(data.data) : null)} data={data} />
      <AsyncContent
        data={data}
        errorTitle={MESSAGES.admin.membersLoadFailed}
        empty={MESSAGES.admin.membersEmpty.pending}
        isEmpty={isEmpty}
      >
        {children}
      </AsyncContent>
    </section>
  );
}
