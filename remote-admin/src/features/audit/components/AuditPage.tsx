import { Alert, Button, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { AUDIT, MESSAGES, UI } from '@academy/common';
import { useAsyncData } from '@academy/context';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { serverMessageOf } from '../../../lib/error-message';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { auditCsvUrl, getAudit } from '../api/get-audit';
import { isFiltered, viewFromParams } from '../audit-query';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import './audit.css';

const A = MESSAGES.admin;
/** The API answers up to AUDIT.pageSizeMax rows a page. */
const TABLE_OPTIONS = { pageSizes: [20, 50, 100], defaultPageSize: AUDIT.pageSizeDefault };

/**
 * /admin/audit: every administrative action (who, what, when, from where), newest first, with
 * filters kept in the URL, a link to each target that still exists, and a CSV of the same filters.
 */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const table = useTableUrlState(TABLE_OPTIONS);
  const view = { ...viewFromParams(params), page: table.page, pageSize: table.pageSize };
  const key = params.toString();
  const audit = useAsyncData(() => getAudit(view), [key]);

  function update(changes: Record<string, string | undefined>) {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    // A new filter starts again at the first page; each is a history entry, so back returns to the last view.
    next.delete('page');
    setParams(next);
  }

  const empty = isFiltered(view) ? (
    <p className="admin-empty">{A.auditEmptyFiltered}</p>
  ) : (
    <p className="admin-empty">{A.auditEmpty}</p>
  );

  return (
    <section className="admin-screen" aria-labelledby="audit-title">
      <ScreenHeader
        id="audit-title"
        title="감사 기록"
        lead="관리자 계정과 공용 콘솔에서 한 모든 관리 작업입니다. 기록은 고칠 수 없고, 보관 기간이 지나면 지워집니다."
        actions={
          <Button icon={<DownloadOutlined />} href={auditCsvUrl(view)} download>
            CSV 내려받기
          </Button>
        }
      />
      <AuditFilters view={view} onChange={update} />
      {audit.error ? (
        <Alert
          type="error"
          showIcon
          title={A.auditLoadFailed}
          description={serverMessageOf(audit.error, A.loadFailed)}
          action={<Button onClick={audit.reload}>{MESSAGES.errors.remoteRetry}</Button>}
        />
      ) : audit.isLoading && !audit.data ? (
        <div aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: UI.skeletonRows }} />
        </div>
      ) : (
        <AuditTable
          entries={audit.data?.items ?? []}
          loading={audit.isLoading}
          empty={empty}
          total={audit.data?.total ?? 0}
          table={table}
        />
      )}
    </section>
  );
}
