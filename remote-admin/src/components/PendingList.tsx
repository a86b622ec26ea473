import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
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
      <RefreshBar lead={ADMIN_MESSAGES.members.pendingCount(data.data ? count(data.data) : null)} data={data} />
      <AsyncContent
        data={data}
        errorTitle={ADMIN_MESSAGES.admin.membersLoadFailed}
        empty={ADMIN_MESSAGES.admin.membersEmpty.pending}
        isEmpty={isEmpty}
      >
        {children}
      </AsyncContent>
    </section>
  );
}
