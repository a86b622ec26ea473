import type { ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { MESSAGES, UI } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import type { AsyncData } from '@academy/context';
import { serverMessageOf } from '../lib/error-message';

interface AsyncContentProps<T> {
  data: AsyncData<T>;
  /** Drawn once the data has arrived and is not empty. */
  children: (value: T) => ReactNode;
  /** The empty state's sentence; without it the children draw their own empty state. */
  empty?: ReactNode;
  isEmpty?: (value: T) => boolean;
  errorTitle?: string;
  /** Offer a retry beside the error (lists that have no refresh button of their own). */
  retry?: boolean;
}

const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

/** A loaded list's four states: the error with the server's sentence, a skeleton, the empty state, the list. */
export function AsyncContent<T>({
  data,
  children,
  empty,
  isEmpty = isEmptyList,
  errorTitle = ADMIN_MESSAGES.admin.loadFailed,
  retry = false,
}: AsyncContentProps<T>) {
  if (data.error) {
    const action = retry ? <Button onClick={data.reload}>{MESSAGES.errors.remoteRetry}</Button> : undefined;
    return (
      <Alert
        type="error"
        showIcon
        title={errorTitle}
        description={serverMessageOf(data.error, ADMIN_MESSAGES.admin.loadFailed)}
        action={action}
      />
    );
  }
  if (data.data === null) {
    return (
      <div aria-busy="true">
        <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
      </div>
    );
  }
  if (empty !== undefined && isEmpty(data.data)) return <Empty description={empty} />;
  return <>{children(data.data)}</>;
}
