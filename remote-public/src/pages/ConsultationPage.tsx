import { useState, useSyncExternalStore } from 'react';
import { CONSULTATION_FORM_KEY, CONSULTATION_MESSAGES as M, type ConsultationFormState } from '@academy/common';
import { usePreloadedData } from '@academy/context';
import { ConsultationForm } from '../components/consultation/ConsultationForm';
import '../components/consultation/consultation.css';
import '../styles/public.css';

const ignoreChanges = () => () => {};
const programInAddress = () => new URLSearchParams(window.location.search).get('program');

/** What a refused plain-form post rendered this page with, if it did. */
function useRefusal(): ConsultationFormState | undefined {
  const preloaded = usePreloadedData();
  const [refusal] = useState(() => {
    const answer = preloaded.peek(CONSULTATION_FORM_KEY);
    return answer?.status === 200 ? (answer.body as ConsultationFormState) : undefined;
  });
  return refusal;
}

/**
 * /consultation: the form as a page. Where the buttons lead without JavaScript, where the plain
 * form posts, and what that post answers with the Korean messages when something is wrong.
 */
export default function ConsultationPage() {
  const refused = useRefusal();
  // The program a program page's link names. The server renders the page once for every query, so
  // it draws none chosen; the browser then applies the address's own.
  const program = useSyncExternalStore(ignoreChanges, programInAddress, () => null) ?? undefined;
  return (
    <div className="container page" data-remote="public">
      <h1 className="page__title">{M.title}</h1>
      <p className="page__lead">
        무료 레벨 테스트와 첫 상담을 신청해 주세요. 확인 후 영업일 기준 하루 안에 연락드립니다.
      </p>
      <section className="consult-section" aria-label={M.title}>
        <ConsultationForm key={program ?? ''} programSlug={program} refused={refused} />
      </section>
    </div>
  );
}
