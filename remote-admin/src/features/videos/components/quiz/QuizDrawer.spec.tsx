import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminQuiz } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { QUIZ_MESSAGES } from '@academy/common/quiz';
import { AntdThemeProvider } from '@academy/context/antd';
import {
  makeAdminCourse,
  makeAdminVideo,
  makeUser,
  mockApi,
  renderWithProviders,
  type RouteTable,
} from '@academy/context/testing';
import { VideosPage } from '../VideosPage';

const Q = ADMIN_MESSAGES.quiz;
const QUIZ_URL = '/api/admin/videos/v1/quiz';

const video = makeAdminVideo({ id: 'v1', title: '현재완료 시제', courseId: 'c1', courseTitle: '중등 문법' });

const savedQuiz: AdminQuiz = {
  id: 'qz1',
  videoId: 'v1',
  version: 3,
  passMark: 80,
  maxAttempts: 2,
  requiredForCompletion: true,
  direction: 'EN_KO',
  published: true,
  updatedAt: '2026-11-20T10:24:00.000Z',
  questions: [
    { id: 'q-a', kind: 'VOCAB', word: 'apple', meanings: ['사과'] },
    {
      id: 'q-b',
      kind: 'SHORT',
      prompt: 'Say hello',
      answers: ['Hello, world'],
      ignorePunctuation: false,
      explanation: null,
    },
  ],
};

const noQuiz = {
  status: 404 as const,
  body: { ok: false, statusCode: 404, code: 'NOT_FOUND', message: QUIZ_MESSAGES.noQuiz },
};

function renderVideos(quizRoutes: RouteTable) {
  const server = mockApi(makeUser({ role: 'ADMIN' }), {
    'GET /api/admin/videos': { body: [video] },
    'GET /api/admin/courses': { body: [makeAdminCourse({ id: 'c1', title: '중등 문법' })] },
    ...quizRoutes,
  });
  renderWithProviders(
    <AntdThemeProvider>
      <VideosPage />
    </AntdThemeProvider>,
    { route: '/admin/videos', path: '/admin/videos' },
  );
  return server;
}

/** Opens the row's 퀴즈 button and waits for the editor's form. */
async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: Q.openFor('현재완료 시제') }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByRole('button', { name: Q.savePublish });
  return drawer;
}

const putBodies = (server: ReturnType<typeof mockApi>) => server.callsTo('PUT', QUIZ_URL).map((call) => call.body);

describe('/admin/videos quiz editor', () => {
  it('opens from the row on a new quiz with the defaults when the lesson has none', async () => {
    const user = userEvent.setup();
    renderVideos({ [`GET ${QUIZ_URL}`]: noQuiz });
    const drawer = await openEditor(user);
    expect(drawer).toHaveTextContent(Q.editorTitle('현재완료 시제'));
    expect(drawer).toHaveTextContent(Q.isNew);
    expect(within(drawer).getByLabelText(Q.passMark)).toHaveValue('70');
    expect(within(drawer).getByLabelText(Q.maxAttempts)).toHaveValue('');
    expect(within(drawer).getByRole('switch', { name: Q.requiredForCompletion })).not.toBeChecked();
    expect(within(drawer).queryByRole('button', { name: Q.delete })).not.toBeInTheDocument();
  });

  it('builds a quiz of the three kinds and sends exactly what was written, published', async () => {
    const user = userEvent.setup();
    const server = renderVideos({
      [`GET ${QUIZ_URL}`]: noQuiz,
      [`PUT ${QUIZ_URL}`]: ({ body }) => ({ body: { ...savedQuiz, version: 1, questions: [], ...body } }),
    });
    const drawer = await openEditor(user);
    await user.type(within(drawer).getByLabelText(Q.maxAttempts), '3');
    await user.click(within(drawer).getByRole('switch', { name: Q.requiredForCompletion }));
    await user.click(within(drawer).getByText('한→영'));

    await user.click(within(drawer).getByRole('button', { name: Q.addQuestion('객관식') }));
    await user.type(within(drawer).getByLabelText(Q.promptOf(1)), ' What is "have been"? ');
    await user.type(within(drawer).getByLabelText(Q.optionOf(1, 1)), '과거');
    await user.type(within(drawer).getByLabelText(Q.optionOf(1, 2)), '현재완료');
    await user.click(within(drawer).getByRole('button', { name: Q.addItem(1, '보기') }));
    await user.type(within(drawer).getByLabelText(Q.optionOf(1, 3)), '미래');
    await user.click(within(drawer).getByRole('radio', { name: Q.correctOption(1, 2) }));
    await user.type(within(drawer).getByLabelText(Q.explanationOf(1)), 'have + p.p.');

    await user.click(within(drawer).getByRole('button', { name: Q.addQuestion('주관식') }));
    await user.type(within(drawer).getByLabelText(Q.promptOf(2)), 'Greet in English');
    await user.type(within(drawer).getByLabelText(Q.answerOf(2, 1)), 'hello');
    await user.click(within(drawer).getByRole('button', { name: Q.addItem(2, '정답') }));
    await user.type(within(drawer).getByLabelText(Q.answerOf(2, 2)), 'hi');
    await user.click(within(drawer).getByRole('switch', { name: Q.ignorePunctuationOf(2) }));

    await user.click(within(drawer).getByRole('button', { name: Q.addQuestion('단어') }));
    await user.type(within(drawer).getByLabelText(Q.wordOf(3)), 'apple');
    await user.type(within(drawer).getByLabelText(Q.meaningOf(3, 1)), '사과');
    await user.click(within(drawer).getByRole('button', { name: Q.addItem(3, '뜻') }));
    await user.type(within(drawer).getByLabelText(Q.meaningOf(3, 2)), '능금');

    await user.click(within(drawer).getByRole('button', { name: Q.savePublish }));
    await waitFor(() => expect(putBodies(server)).toHaveLength(1));
    expect(putBodies(server)[0]).toEqual({
      passMark: 70,
      maxAttempts: 3,
      requiredForCompletion: true,
      direction: 'KO_EN',
      published: true,
      questions: [
        {
          kind: 'CHOICE',
          prompt: 'What is "have been"?',
          options: ['과거', '현재완료', '미래'],
          answer: 1,
          explanation: 'have + p.p.',
        },
        {
          kind: 'SHORT',
          prompt: 'Greet in English',
          answers: ['hello', 'hi'],
          ignorePunctuation: true,
          explanation: null,
        },
        { kind: 'VOCAB', word: 'apple', meanings: ['사과', '능금'] },
      ],
    });
    expect(await screen.findByText(Q.savedPublished)).toBeInTheDocument();
  });

  it("refuses what common's rules refuse, on the field, and sends nothing", async () => {
    const user = userEvent.setup();
    const server = renderVideos({ [`GET ${QUIZ_URL}`]: noQuiz });
    const drawer = await openEditor(user);
    await user.click(within(drawer).getByRole('button', { name: Q.saveDraft }));
    expect(await within(drawer).findByText(QUIZ_MESSAGES.questions)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: Q.addQuestion('객관식') }));
    await user.type(within(drawer).getByLabelText(Q.optionOf(1, 1)), '같은 보기');
    await user.type(within(drawer).getByLabelText(Q.optionOf(1, 2)), '같은 보기');
    await user.click(within(drawer).getByRole('button', { name: Q.saveDraft }));
    const prompt = within(drawer).getByLabelText(Q.promptOf(1)).closest('.ant-form-item')!;
    await waitFor(() => expect(prompt).toHaveTextContent(QUIZ_MESSAGES.prompt));
    expect(within(drawer).getByRole('group', { name: '1번 문제 보기' })).toHaveTextContent(
      QUIZ_MESSAGES.optionRepeated,
    );
    expect(drawer).toHaveTextContent(QUIZ_MESSAGES.choiceAnswer);
    expect(putBodies(server)).toHaveLength(0);

    // Each message goes once its field is right, the list's too.
    await user.type(within(drawer).getByLabelText(Q.promptOf(1)), '알맞은 것은?');
    await user.clear(within(drawer).getByLabelText(Q.optionOf(1, 2)));
    await user.type(within(drawer).getByLabelText(Q.optionOf(1, 2)), '다른 보기');
    await user.click(within(drawer).getByRole('radio', { name: Q.correctOption(1, 1) }));
    await waitFor(() => expect(drawer).not.toHaveTextContent(QUIZ_MESSAGES.optionRepeated));
    await waitFor(() => expect(drawer).not.toHaveTextContent(QUIZ_MESSAGES.choiceAnswer));
    expect(prompt).not.toHaveTextContent(QUIZ_MESSAGES.prompt);
  });

  it("shows the server's Korean field errors on their fields", async () => {
    const user = userEvent.setup();
    const refusal = '이 뜻은 서버가 받아들이지 않습니다';
    renderVideos({
      [`GET ${QUIZ_URL}`]: { body: savedQuiz },
      [`PUT ${QUIZ_URL}`]: {
        status: 400,
        body: {
          ok: false,
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: '입력값을 확인해주세요',
          errors: [
            { field: 'questions.0.meanings.0', message: refusal },
            { field: 'questions.1.answers', message: QUIZ_MESSAGES.answers },
            { field: 'passMark', message: QUIZ_MESSAGES.passMark },
          ],
        },
      },
    });
    const drawer = await openEditor(user);
    await user.click(within(drawer).getByRole('button', { name: Q.savePublish }));
    const meaning = within(drawer).getByLabelText(Q.meaningOf(1, 1)).closest('.ant-form-item')!;
    await waitFor(() => expect(meaning).toHaveTextContent(refusal));
    expect(within(drawer).getByRole('group', { name: '2번 문제 정답' })).toHaveTextContent(QUIZ_MESSAGES.answers);
    expect(within(drawer).getByLabelText(Q.passMark).closest('.ant-form-item')).toHaveTextContent(
      QUIZ_MESSAGES.passMark,
    );
    expect(await screen.findByText(Q.saveFailed)).toBeInTheDocument();
  });

  it('sends the questions in the order 위로/아래로 left them, each with its id, as a draft', async () => {
    const user = userEvent.setup();
    const server = renderVideos({
      [`GET ${QUIZ_URL}`]: { body: savedQuiz },
      [`PUT ${QUIZ_URL}`]: ({ body }) => ({ body: { ...savedQuiz, ...body, version: 4 } }),
    });
    const drawer = await openEditor(user);
    expect(drawer).toHaveTextContent(Q.version(3));
    expect(within(drawer).getByRole('button', { name: Q.moveUp(1) })).toBeDisabled();
    await user.click(within(drawer).getByRole('button', { name: Q.moveUp(2) }));
    expect(within(drawer).getByLabelText(Q.promptOf(1))).toHaveValue('Say hello');
    await user.click(within(drawer).getByRole('button', { name: Q.saveDraft }));
    await waitFor(() => expect(putBodies(server)).toHaveLength(1));
    expect(putBodies(server)[0]).toMatchObject({
      published: false,
      passMark: 80,
      maxAttempts: 2,
      questions: [
        { id: 'q-b', kind: 'SHORT' },
        { id: 'q-a', kind: 'VOCAB' },
      ],
    });
    expect(await within(drawer).findByText(Q.version(4))).toBeInTheDocument();
  });

  it('deletes the quiz only after the confirmation', async () => {
    const user = userEvent.setup();
    const server = renderVideos({
      [`GET ${QUIZ_URL}`]: { body: savedQuiz },
      [`DELETE ${QUIZ_URL}`]: { body: { ok: true, message: QUIZ_MESSAGES.deleted } },
    });
    const drawer = await openEditor(user);
    await user.click(within(drawer).getByRole('button', { name: Q.delete }));
    // The drawer is a dialog too: the confirmation is the other one.
    const confirm = await waitFor(() => screen.getAllByRole('dialog').find((dialog) => dialog !== drawer)!);
    expect(confirm).toHaveTextContent(Q.deleteConfirm);
    expect(confirm).toHaveTextContent(Q.deleteWarning);
    expect(server.callsTo('DELETE', QUIZ_URL)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(server.callsTo('DELETE', QUIZ_URL)).toHaveLength(1));
    expect(await screen.findByText(QUIZ_MESSAGES.deleted)).toBeInTheDocument();
  });

  it("gives the switch's value to every quiz of the course, after a confirmation", async () => {
    const user = userEvent.setup();
    const REQUIREMENT_URL = '/api/admin/courses/c1/quiz-requirement';
    const server = renderVideos({
      [`GET ${QUIZ_URL}`]: { body: savedQuiz },
      [`PUT ${REQUIREMENT_URL}`]: { body: { ok: true, message: QUIZ_MESSAGES.courseRequirement(true, 4), changed: 4 } },
    });
    const drawer = await openEditor(user);
    await user.click(within(drawer).getByRole('button', { name: Q.courseRequirement }));
    expect(await screen.findByText(Q.courseRequirementOn)).toBeInTheDocument();
    expect(server.callsTo('PUT', REQUIREMENT_URL)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: Q.courseRequirementConfirm }));
    await waitFor(() => expect(server.callsTo('PUT', REQUIREMENT_URL)).toHaveLength(1));
    expect(server.callsTo('PUT', REQUIREMENT_URL)[0]!.body).toEqual({ requiredForCompletion: true });
    expect(await screen.findByText(QUIZ_MESSAGES.courseRequirement(true, 4))).toBeInTheDocument();
  });

  it('previews the questions as a member sees them, without the answers', async () => {
    const user = userEvent.setup();
    renderVideos({ [`GET ${QUIZ_URL}`]: { body: { ...savedQuiz, direction: 'KO_EN' } } });
    const drawer = await openEditor(user);
    await user.click(within(drawer).getByRole('tab', { name: Q.previewTab }));
    const preview = await within(drawer).findByRole('list');
    expect(preview).toHaveTextContent('사과');
    expect(preview).toHaveTextContent('Say hello');
    expect(preview).not.toHaveTextContent('apple');
    expect(preview).not.toHaveTextContent('Hello, world');
  });
});
