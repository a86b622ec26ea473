import type { ActionAnswer, Id, Program } from '@academy/common';
import type { StudentProgramChoice } from '@academy/common/parents';
import { api } from '@academy/context';

/** The programs staff can choose from (every program, active or not, in their order). */
export async function getProgramChoices(): Promise<Program[]> {
  return (await api.get('/superadmin/programs')) ?? [];
}

export function getStudentProgram(memberId: Id): Promise<StudentProgramChoice> {
  return api.get('/admin/members/{id}/program', { params: { path: { id: memberId } } });
}

/** Sets the student's program (null clears it): its timetable shows on the parents' page. */
export function setStudentProgram(memberId: Id, programId: string | null): Promise<ActionAnswer> {
  return api.put('/admin/members/{id}/program', { params: { path: { id: memberId } }, body: { programId } });
}
