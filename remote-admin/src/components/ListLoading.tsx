import { MESSAGES } from '@academy/common';

/**
 * A spinner over an admin list while its next page or order is fetched. The status region is
 * always there, so screen readers announce the text when it appears.
 */
export function ListLoading({ loading }: { loading: boolean }) {
  return (
    <div className="admin-list-loading" role="status">
      {loading && (
        <>
          <span className="admin-list-loading__spinner" aria-hidden="true" />
          <span className="visually-hidden">{MESSAGES.admin.listLoading}</span>
        </>
      )}
    </div>
  );
}
