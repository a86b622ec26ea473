import { Segmented } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { PARENT_LINK_STATUS_LABELS } from '@academy/common/parents';
import { useAsyncData } from '@academy/context';
import { getParentLinks } from '../../../api/parent-links';
import { AsyncContent } from '../../../components/AsyncContent';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { paramOfView, statusOfView, viewFromParams, type ParentLinkView } from '../parent-links-view';
import { ParentLinksTable } from './ParentLinksTable';
import './parent-links.css';

const P = ADMIN_MESSAGES.parents;
/** The API's page size by default, and at most its maximum (100). */
const TABLE_OPTIONS = { pageSizes: [20, 50, 100], defaultPageSize: 20 };
const VIEWS: Array<{ value: ParentLinkView; label: string }> = [
  { value: 'PENDING', label: PARENT_LINK_STATUS_LABELS.PENDING },
  { value: 'CONFIRMED', label: PARENT_LINK_STATUS_LABELS.CONFIRMED },
  { value: 'all', label: P.all },
];

/**
 * /admin/parents (학부모): the links parents asked for with a child's code, the waiting ones first
 * on screen; staff confirm a request, refuse it, or remove a confirmed link.
 */
export function ParentLinksPage() {
  const [params, update] = useFilterParams<'status'>();
  const table = useTableUrlState(TABLE_OPTIONS);
  const view = viewFromParams(params);
  const list = useAsyncData(
    () => getParentLinks({ status: statusOfView(view), page: table.page, pageSize: table.pageSize }),
    [view, table.page, table.pageSize],
  );

  return (
    <section className="admin-screen" aria-labelledby="parent-links-title">
      <ScreenHeader id="parent-links-title" title={P.title} lead={P.lead} />
      <div className="admin-filters">
        <Segmented<ParentLinkView>
          aria-label={P.statusFilter}
          value={view}
          onChange={(chosen) => update({ status: paramOfView(chosen) })}
          options={VIEWS}
        />
      </div>
      <AsyncContent data={list} errorTitle={P.loadFailed} retry>
        {(page) => (
          <ParentLinksTable
            items={page.items}
            total={page.total}
            loading={list.isLoading}
            empty={<p className="admin-empty">{P.empty[view]}</p>}
            table={table}
            onChanged={list.reload}
          />
        )}
      </AsyncContent>
    </section>
  );
}
