import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { CONSULTATION, type Consultation } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { type CallOptions, useApiQuery, useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLoadErrorReport } from '../../../lib/use-load-error-report';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { announceConsultationsChanged } from '../../../api/new-consultations';
import { consultationsCsvUrl, getConsultations } from '../api/consultations';
import { isFiltered, viewFromParams } from '../consultations-query';
import { ConsultationDrawer } from './ConsultationDrawer';
import { ConsultationFilters, type ConsultationFilter } from './ConsultationFilters';
import { ConsultationsTable } from './ConsultationsTable';
import './consultations.css';

const TABLE_OPTIONS = { pageSizes: [20, 50, 100], defaultPageSize: CONSULTATION.pageSizeDefault };

interface ConsultationsPageProps {
  /** A console tab: its session's requests, its expired-session handling, an h2 under the console's title. */
  inConsole?: { requestOptions: CallOptions; onLoadError?: (error: Error) => void };
}

/**
 * /admin/consultations and the consoles' 상담 신청 tab: the requests visitors sent, newest first,
 * filtered in the URL; a drawer changes a request's status and memo or deletes it; a CSV holds the
 * same filters.
 */
export function ConsultationsPage({ inConsole }: ConsultationsPageProps = {}) {
  const requestOptions = inConsole?.requestOptions;
  const [params, update] = useFilterParams<ConsultationFilter>();
  const table = useTableUrlState(TABLE_OPTIONS);
  const view = { ...viewFromParams(params), page: table.page, pageSize: table.pageSize };
  const key = params.toString();
  const list = useAsyncData(() => getConsultations(view, requestOptions), [key]);
  useLoadErrorReport(list.error, inConsole?.onLoadError);
  const programs = useApiQuery('/programs');
  const [open, setOpen] = useState<Consultation | null>(null);

  const changed = () => {
    list.reload();
    announceConsultationsChanged();
  };

  return (
    <section className="admin-screen" aria-labelledby="consultations-title">
      <ScreenHeader
        id="consultations-title"
        level={inConsole ? 2 : 1}
        title="상담 신청"
        lead="홈페이지에서 들어온 무료 레벨 테스트 상담 신청입니다. 연락한 뒤 상태와 메모를 남겨 주세요. 등록·종료된 신청은 보관 기간이 지나면 지워집니다."
        actions={
          <Button icon={<DownloadOutlined />} href={consultationsCsvUrl(view)} download>
            {ADMIN_MESSAGES.csv.download}
          </Button>
        }
      />
      <ConsultationFilters view={view} programs={programs.data ?? []} onChange={update} />
      <AsyncContent data={list} errorTitle="상담 신청을 불러오지 못했습니다." retry>
        {(page) => (
          <ConsultationsTable
            items={page.items}
            total={page.total}
            loading={list.isLoading}
            empty={
              <p className="admin-empty">
                {isFiltered(view) ? '조건에 맞는 상담 신청이 없습니다.' : '아직 들어온 상담 신청이 없습니다.'}
              </p>
            }
            table={table}
            onOpen={setOpen}
          />
        )}
      </AsyncContent>
      {open && (
        <ConsultationDrawer
          key={open.id}
          consultation={open}
          onClose={() => setOpen(null)}
          onChanged={changed}
          requestOptions={requestOptions}
        />
      )}
    </section>
  );
}
