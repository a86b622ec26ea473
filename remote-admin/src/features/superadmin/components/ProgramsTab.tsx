import { useState } from 'react';
import { App, Card } from 'antd';
import { MESSAGES, type Program } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData, useToast } from '@academy/context';
import { AsyncContent } from '../../../components/AsyncContent';
import { confirmDelete } from '../../../lib/confirm-delete';
import { serverMessageOf } from '../../../lib/error-message';
import { createProgram, type ProgramInput } from '../api/create-program';
import { deleteProgram } from '../api/delete-program';
import { getPrograms } from '../api/get-programs';
import { updateProgram } from '../api/update-program';
import { useDraftReopen } from '../../../lib/use-session-draft';
import { useTableUrlState } from '../../../lib/use-table-url-state';
import { PROGRAM_TABLE } from './program-filter';
import { PROGRAM_DRAFT } from './program-form';
import { ProgramForm } from './ProgramForm';
import { ProgramList } from './ProgramList';

/** Secret console programs: a create/edit form above the list of every program. */
export function ProgramsTab() {
  const toast = useToast();
  const { modal } = App.useApp();
  const programs = useAsyncData(getPrograms, []);
  const [editing, setEditing] = useState<Program | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
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

  function askDelete(program: Program) {
    confirmDelete(modal, {
      title: ADMIN_MESSAGES.admin.programDeleteConfirm,
      content: `${program.title} (/program/${program.slug})`,
      onConfirm: async () => {
        setBusyId(program.id);
        try {
          await deleteProgram(program.id);
          toast({ title: MESSAGES.content.deleted, description: program.title, variant: 'success' });
          if (editing?.id === program.id) setEditing(null);
          programs.reload();
        } catch (error) {
          toast({
            title: ADMIN_MESSAGES.admin.programDeleteError,
            description: serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed),
            variant: 'destructive',
          });
        } finally {
          setBusyId(null);
        }
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
        {(list) => (
          <ProgramList
            programs={list}
            table={table}
            onEdit={setEditing}
            onDelete={askDelete}
            deleting={(program) => busyId === program.id}
          />
        )}
      </AsyncContent>
    </div>
  );
}
