import { Link } from 'react-router-dom';

import { AcademyStats } from '../components/AcademyStats';
import { ConsultationColumns } from '../components/ConsultationColumns';
import { ConsultationButton } from '../components/consultation/ConsultationButton';
import { PublicSection } from '../components/PublicSection';
import '../features/about/profile.css';
import '../features/about/teacher-intro.css';
import { HEAD_TEACHER, TEACHING_PHILOSOPHY } from '../features/about/head-teacher';
import { TestimonialList } from '../features/testimonials/components/TestimonialList';
import { PROFILE_TESTIMONIALS } from '../features/testimonials/testimonials';
import '../styles/public.css';
import { useAcademyFacts } from '@academy/context';

/** /about: the head teacher's profile. */
export default function AboutPage() {
  const academy = useAcademyFacts();
  return (
    <div data-remote="public" className="profile">
      <section className="profile-hero" aria-labelledby="profile-title">
        <div className="container profile-hero__inner">
          <div>
            <p className="profile-hero__eyebrow">HEAD TEACHER</p>
            <h1 id="profile-title" className="profile-hero__title">
              {HEAD_TEACHER.name}을 소개합니다
            </h1>
            <p className="profile-hero__role">{HEAD_TEACHER.title}</p>
            <p className="profile-hero__quote">
              “영어 점수는 재능이 아니라 방법과 습관에서 나옵니다. 아이가 스스로 공부하는 법을 알게 될 때까지 곁에서
              함께하겠습니다.”
            </p>
          </div>
          <div className="profile-hero__portrait" aria-hidden="true">
            <span className="teacher-intro__initial">{HEAD_TEACHER.name.slice(0, 1)}</span>
          </div>
        </div>
      </section>

      <PublicSection titleId="credentials-title" eyebrow="CREDENTIALS" title="경력과 자격" lead={HEAD_TEACHER.summary}>
        <ul className="credential-cards">
          {HEAD_TEACHER.credentials.map((credential, index) => (
            <li key={credential.title} className="credential-card">
              <span className="credential-card__icon" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="credential-card__title">{credential.title}</h3>
              <p>{credential.detail}</p>
            </li>
          ))}
        </ul>
      </PublicSection>

      <PublicSection
        titleId="philosophy-title"
        eyebrow="PHILOSOPHY"
        title="수업 철학"
        lead="10년 동안 지켜 온 세 가지 원칙입니다."
        soft
      >
        <ol className="philosophy">
          {TEACHING_PHILOSOPHY.map((principle) => (
            <li key={principle.title} className="philosophy__item">
              <h3 className="philosophy__title">{principle.title}</h3>
              <p>{principle.text}</p>
            </li>
          ))}
        </ol>
      </PublicSection>

      <PublicSection titleId="stats-title" eyebrow="RESULTS" title={`숫자로 보는 ${academy.name}`}>
        <AcademyStats className="profile-stats" itemClassName="profile-stats__item" />
      </PublicSection>

      <PublicSection titleId="profile-reviews-title" eyebrow="REVIEWS" title="원장님 수업을 경험한 분들의 이야기" soft>
        <TestimonialList items={PROFILE_TESTIMONIALS} />
      </PublicSection>

      <section className="public-section" aria-labelledby="consultation-title">
        <div className="container">
          <div className="consultation">
            <ConsultationColumns
              titleId="consultation-title"
              title="원장 직접 상담을 받아 보세요"
              text="현재 성적과 목표를 들려주시면 레벨 테스트 결과를 바탕으로 학기별 학습 계획을 함께 세워 드립니다. 첫 상담과 레벨 테스트는 무료입니다."
              phoneLabel={`전화 상담 ${academy.phone}`}
              emailLabel="이메일 문의"
            >
              <ConsultationButton className="button button--large" />
              <Link to="/#contact" className="button button--large">
                오시는 길
              </Link>
            </ConsultationColumns>
          </div>
        </div>
      </section>
    </div>
  );
}
