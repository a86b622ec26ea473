import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewItem } from '@academy/common';
import { seoulDay } from '@academy/common/korean-days';
import { MEMBER_MESSAGES } from '@academy/common/member-messages';
import { makeUser, mockApi, renderWithProviders, type RouteTable } from '@academy/context/testing';
import ReviewPage from './ReviewPage';

const R = MEMBER_MESSAGES.review;
const Q = MEMBER_MESSAGES.quiz;

const SHORT_PROMPT = '"나는 학생이다"를 영어로 쓰시오.';

function item(overrides: Partial<ReviewItem>): ReviewItem {
  return {
    id: 'r1',
    videoId: 'v1',
    videoTitle: '1강 문장의 5형식',
    questionId: 'q3',
    kind: 'VOCAB',
    prompt: 'improve',
    correctDays: [],
    ...overrides,
  };
}

const word = item({});
const sentence = item({ id: 'r2', questionId: 'q2', kind: 'SHORT', prompt: SHORT_PROMPT });

function api(items: ReviewItem[], routes: RouteTable = {}) {
  return mockApi(makeUser(), { 'GET /api/me/review': { body: items }, ...routes });
}

const renderReview = () => renderWithProviders(<ReviewPage />, { route: '/review' });

describe('ReviewPage (오답 노트)', () => {
  it('asks a missed word again, posts what was typed, and says one more day is needed', async () => {
    const server = api([word, sentence], {
      'POST /api/me/review/r1/answers': {
        body: { correct: true, answer: '향상시키다, 개선하다', cleared: false, remaining: 2 },
      },
    });
    renderReview();
    expect(await screen.findByTestId('review-remaining')).toHaveTextContent(R.remaining(2));
    const input = screen.getByRole('textbox', { name: 'improve' });
    expect(input).toHaveAccessibleDescription(Q.writeMeaning);
    await userEvent.type(input, ' 개선하다 ');
    await userEvent.click(screen.getByRole('button', { name: R.check }));

    const status = await screen.findByText(R.right);
    expect(server.callsTo('POST', '/api/me/review/r1/answers')[0].body).toEqual({ text: '개선하다' });
    const result = status.closest('[role="status"]') as HTMLElement;
    expect(result).toHaveTextContent(`${Q.correctAnswer}: 향상시키다, 개선하다`);
    expect(result).toHaveTextContent(R.oneMoreDay);
    expect(screen.getByTestId('review-remaining')).toHaveTextContent(R.remaining(2));

    await userEvent.click(screen.getByRole('button', { name: R.next }));
    expect(screen.getByRole('textbox', { name: SHORT_PROMPT })).toHaveFocus();
  });

  it('shows the right answer after a wrong one', async () => {
    api([sentence], {
      'POST /api/me/review/r2/answers': {
        body: { correct: false, answer: 'I am a student.', cleared: false, remaining: 1 },
      },
    });
    renderReview();
    await userEvent.type(await screen.findByRole('textbox', { name: SHORT_PROMPT }), 'I student');
    await userEvent.click(screen.getByRole('button', { name: R.check }));
    const result = (await screen.findByText(R.wrong)).closest('[role="status"]') as HTMLElement;
    expect(result).toHaveTextContent(`${Q.correctAnswer}: I am a student.`);
    expect(result).not.toHaveTextContent(R.oneMoreDay);
  });

  it('says when an item left the list, with the count now left, and ends the day', async () => {
    api([word, sentence], {
      'POST /api/me/review/r1/answers': { body: { correct: true, answer: '향상시키다', cleared: true, remaining: 1 } },
      'POST /api/me/review/r2/answers': {
        body: { correct: true, answer: 'I am a student.', cleared: true, remaining: 0 },
      },
    });
    renderReview();
    await userEvent.type(await screen.findByRole('textbox', { name: 'improve' }), '향상시키다');
    await userEvent.click(screen.getByRole('button', { name: R.check }));
    expect(await screen.findByText(R.cleared)).toBeInTheDocument();
    expect(screen.getByTestId('review-remaining')).toHaveTextContent(R.remaining(1));

    await userEvent.click(screen.getByRole('button', { name: R.next }));
    await userEvent.type(screen.getByRole('textbox', { name: SHORT_PROMPT }), 'I am a student.');
    await userEvent.click(screen.getByRole('button', { name: R.check }));
    await userEvent.click(await screen.findByRole('button', { name: R.next }));
    expect(screen.getByText(R.doneToday)).toBeInTheDocument();
    expect(screen.getByTestId('review-remaining')).toHaveTextContent(R.remaining(0));
    expect(screen.getByRole('link', { name: R.backHome })).toHaveAttribute('href', '/members');
  });

  it('asks for an answer before checking, and sends nothing blank', async () => {
    const server = api([word]);
    renderReview();
    await userEvent.click(await screen.findByRole('button', { name: R.check }));
    expect(screen.getByRole('alert')).toHaveTextContent(R.answerRequired);
    expect(server.requests().some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('asks for the English word of a word shown by its Korean meanings', async () => {
    api([item({ prompt: '향상시키다, 개선하다' })]);
    renderReview();
    expect(await screen.findByRole('textbox', { name: '향상시키다, 개선하다' })).toHaveAccessibleDescription(
      Q.writeWord,
    );
  });

  it('leaves for tomorrow an item already answered right today', async () => {
    api([item({ correctDays: [seoulDay(new Date())] })]);
    renderReview();
    const done = await screen.findByText(R.doneToday);
    expect(within(done.parentElement as HTMLElement).getByText(R.laterToday(1))).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so when the 오답 노트 is empty', async () => {
    api([]);
    renderReview();
    await expect(screen.findByText(R.empty)).resolves.toBeInTheDocument();
  });
});
