import { useState } from 'react';
import { Button, Form, Popconfirm } from 'antd';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useToast } from '@academy/context';
import { serverMessageOf } from '../../../../lib/error-message';
import { requireCourseQuizzes } from '../../api/require-course-quizzes';

const Q = ADMIN_MESSAGES.quiz;

/**
 * Gives the switch's value to every quiz of the lesson's course at once (a course that wants every
 * lesson passed before it counts), after a confirmation; this quiz itself is saved with the form.
 */
export function CourseRequirementButton({ courseId }: { courseId: string }) {
  const toast = useToast();
  const required = Form.useWatch<boolean | undefined>('requiredForCompletion') === true;
  const [busy, setBusy] = useState(false);

  async function apply() {
    setBusy(true);
    try {
      const answer = await requireCourseQuizzes(courseId, required);
      toast({ title: answer.message });
    } catch (error) {
      toast({
        title: Q.courseRequirementFailed,
        description: serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Popconfirm
      title={required ? Q.courseRequirementOn : Q.courseRequirementOff}
      okText={Q.courseRequirementConfirm}
      cancelText="취소"
      onConfirm={apply}
    >
      <Button className="quiz-settings__course" loading={busy}>
        {Q.courseRequirement}
      </Button>
    </Popconfirm>
  );
}
