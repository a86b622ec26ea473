import { Link } from 'react-router-dom';
import { CONSULTATION_MESSAGES as M, MESSAGES, telHref } from '@academy/common';
import '../components/consultation/consultation.css';
import '../styles/public.css';
import { useAcademyFacts } from '@academy/context';

/** /consultation/thanks: where a sent request lands, with or without JavaScript. */
export default function ConsultationThanksPage() {
  const academy = useAcademyFacts();
  return (
    <div className="container page" data-remote="public">
      <h1 className="page__title">상담 신청이 접수되었습니다</h1>
      <section className="consult-section" aria-label="접수 안내">
        <p role="status">{M.sent}</p>
        <p>
          급한 문의는 전화로 해 주세요: <a href={telHref(academy.phone)}>{academy.phone}</a>
        </p>
        <p>
          <Link to="/" className="button button--primary">
            {MESSAGES.publicSite.backHome}
          </Link>
        </p>
      </section>
    </div>
  );
}
