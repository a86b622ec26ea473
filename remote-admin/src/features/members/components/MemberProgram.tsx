import { useState } from 'react';
import { Alert, Select, Skeleton } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData, useToast } from '@academy/context';
import { getProgramChoices, getStudentProgram, setStudentProgram } from '../../../api/student-program';
import { serverMessageOf } from '../../../lib/error-message';

const P = ADMIN_MESSAGES.parents;
const NONE = '';

/** A student's program, chosen here: the parents' page shows that program's timetable. */
export function MemberProgram({ memberId }: { memberId: string }) {
  const toast = useToast();
  const data = useAsyncData(async () => {
    const [programs, choice] = await Promise.all([getProgramChoices(), getStudentProgram(memberId)]);
    return { programs, programId: choice.programId };
  }, [memberId]);
  const [saving, setSaving] = useState(false);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);

  async function choose(value: string) {
    const programId = value === NONE ? null : value;
    setSaving(true);
    setChosen(programId);
    try {
      const answer = await setStudentProgram(memberId, programId);
      toast({ title: P.programSaved, description: answer.message, variant: 'success' });
    } catch (error) {
      setChosen(undefined);
      toast({ title: P.programFailed, description: serverMessageOf(error, P.programFailed), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="member-program-title">
      <h3 id="member-program-title" className="member-history__heading">
        {P.programTitle}
      </h3>
      {data.error ? (
        <Alert type="error" showIcon title={P.programLoadFailed} />
      ) : !data.data ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : (
        <>
          <p className="admin-muted">{P.programLead}</p>
          <Select
            aria-label={P.programTitle}
            style={{ minWidth: 240 }}
            loading={saving}
            disabled={saving}
            value={(chosen === undefined ? data.data.programId : chosen) ?? NONE}
            onChange={choose}
            options={[
              { value: NONE, label: P.programNone },
              ...data.data.programs.map((program) => ({ value: program.id, label: program.title })),
            ]}
          />
        </>
      )}
    </section>
  );
}
