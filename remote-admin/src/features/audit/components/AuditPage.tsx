import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { AUDIT } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { auditCsvUrl, getAudit } from '../api/get-audit';
import { isFiltered, viewFromParams } from '../audit-query';
import { AuditFilters, type AuditFilter } from './AuditFilters';
import { AuditTable } from './AuditTable';
import './audit.css';

const A = ADMIN_MESSAGES.admin;
/** The API answers up to AUDIT.pageSizeMax rows a page. */
const TABLE_OPTIONS = { pageSizes: [20, 50, 100], defaultPageSize: AUDIT.pageSizeDefault };

/**
 * /admin/audit: every administrative action (who, what, when, from where), newest first, with
 * filters kept in the URL, a link to each target that still exists, and a CSV of the same filters.
 */
export function AuditPage() {
  const [params, update] = useFilterParams<AuditFilter>();
  const table = useTableUrlState(TABLE_OPTIONS);
  const view = { ...viewFromParams(params), page: table.page, pageSize: table.pageSize };
  const key = params.toString();
  const audit = useAsyncData(() => getAudit(view), [key]);

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
      <AsyncContent data={audit} errorTitle={A.auditLoadFailed} retry>
        {(page) => (
          <AuditTable entries={page.items} loading={audit.isLoading} empty={empty} total={page.total} table={table} />
        )}
      </AsyncContent>
    </section>
  );
}
