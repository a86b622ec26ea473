import type { Program } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { CrudScreen } from '../../../components/crud/CrudScreen';
import { StateFilter } from '../../../components/crud/StateFilter';
import { useCrudList } from '../../../components/crud/use-crud-list';
import { createProgram, type ProgramInput } from '../api/create-program';
import { deleteProgram } from '../api/delete-program';
import { getPrograms } from '../api/get-programs';
import { updateProgram } from '../api/update-program';
import {
  ACTIVITY_LABELS,
  activityFilterOf,
  PROGRAM_TABLE,
  searchPrograms,
  withActivity,
  type ProgramFilterName,
  type ProgramSortField,
} from './program-filter';
import { PROGRAM_DRAFT, programDeleteText } from './program-form';
import { ProgramFormDialog } from './ProgramFormDialog';
import { ProgramList } from './ProgramList';

const A = ADMIN_MESSAGES.admin;

/** /admin/programs: search, active filter with counts, add/edit dialog, delete. */
export function ProgramsPage() {
  const list = useCrudList<Program, ProgramInput, ProgramSortField, ProgramFilterName>({
    load: getPrograms,
    table: PROGRAM_TABLE,
    draft: PROGRAM_DRAFT,
    create: createProgram,
    update: updateProgram,
    remove: (program) => deleteProgram(program.id),
    deleteText: programDeleteText,
  });
  const { all, table, dialog } = list;
  const activity = activityFilterOf(table.filters.active);
  const shown = withActivity(searchPrograms(all, table.q), table.filters.active);
  const active = all.filter((program) => program.isActive).length;

  return (
    <CrudScreen
      id="programs-title"
      title={A.screens.programs}
      lead="프로그램 소개 페이지의 내용과 공개 여부를 관리합니다."
      addLabel="프로그램 추가"
      onAdd={dialog.openNew}
      data={list.data}
      search={{ q: table.q, onSearch: table.setSearch, label: '프로그램 검색', placeholder: '제목 또는 슬러그로 검색' }}
      filters={
        <StateFilter
          label="공개 여부 필터"
          labels={ACTIVITY_LABELS}
          value={activity}
          onChange={(chosen) => table.setFilter('active', chosen)}
        />
      }
      counts={{
        label: '프로그램 수',
        counts: [
          { label: '전체', value: all.length },
          { label: ACTIVITY_LABELS.active, value: active },
          { label: ACTIVITY_LABELS.inactive, value: all.length - active },
          { label: '검색 결과', value: shown.length },
        ],
      }}
      empty={{
        filtered: table.q !== '' || Boolean(table.filters.active),
        none: A.programsEmpty,
        noMatch: A.programsEmptyFiltered,
        onReset: table.reset,
      }}
      dialog={
        <ProgramFormDialog
          open={dialog.open}
          editing={dialog.editing}
          nextOrder={all.length}
          save={list.save}
          onClose={dialog.close}
        />
      }
    >
      {(empty) => (
        <ProgramList programs={shown} table={table} empty={empty} onEdit={dialog.openEdit} onDelete={list.askDelete} />
      )}
    </CrudScreen>
  );
}
