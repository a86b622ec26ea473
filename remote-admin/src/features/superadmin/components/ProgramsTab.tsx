import { useState } from 'react';
import { Card } from 'antd';
import type { Program } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete';
import { createProgram, type ProgramInput } from '../api/create-program';
import { deleteProgram } from '../api/delete-program';
import { getPrograms } from '../api/get-programs';
import { updateProgram } from '../api/update-program';
import { useDraftReopen } from '../../../lib/use-session-draft';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { PROGRAM_TABLE } from './program-filter';
import { PROGRAM_DRAFT, programDeleteText } from './program-form';
import { ProgramForm } from './ProgramForm';
import { ProgramList } from './ProgramList';

/** Secret console programs: a create/edit form above the list of every program. */
export function ProgramsTab() {
  const askDelete = useConfirmedDelete();
  const programs = useAsyncData(getPrograms, []);
  const [editing, setEditing] = useState<Program | null>(null);
  // Prefixed: the console's other tabs keep their own lists in the same address.
  const table = useTableUrlState({ ...PROGRAM_TABLE, prefix: 'program' });
  // A new program's draft comes back in the form as it mounts; an edited one's once the list is here.
  useDraftReopen(PROGRAM_DRAFT, programs.data, setEditing);

  async function save(input: ProgramInput) {
    if (editing) await updateProgram(editing.id, input);
    else await createProgram(input);
    setEditing(null);
    programs.reload();
  }

  function remove(program: Program) {
    askDelete({
      ...programDeleteText(program),
      remove: () => deleteProgram(program.id),
      onDeleted: () => {
        if (editing?.id === program.id) setEditing(null);
        programs.reload();
      },
    });
  }

  return (
    <div className="console-tab">
      <Card title={editing ? `프로그램 수정: ${editing.title}` : '새 프로그램'} className="admin-card">
        <ProgramForm
          editing={editing}
          nextOrder={programs.data?.length ?? 0}
          save={save}
          onCancelEdit={() => setEditing(null)}
        />
      </Card>
      <AsyncContent data={programs} retry empty={ADMIN_MESSAGES.admin.programsEmpty}>
        {(list) => <ProgramList programs={list} table={table} onEdit={setEditing} onDelete={remove} />}
      </AsyncContent>
    </div>
  );
}
