import type { FormInstance } from 'antd';
import { problemPath, quizFormProblems, type QuizFormValues } from './quiz-form';

export type QuizNamePath = (string | number)[];

/**
 * The rule of one quiz field (or list): the message common's quizInputProblems gives for its path,
 * the one the API would answer with. A validator rule, the only kind a Form.List accepts.
 */
export function quizProblemRule(form: FormInstance, name: QuizNamePath) {
  const path = problemPath(name);
  return {
    validator: async () => {
      const problem = quizFormProblems(form.getFieldsValue(true) as QuizFormValues).find(
        (candidate) => candidate.path === path,
      );
      if (problem) throw new Error(problem.message);
    },
  };
}
