import { Link } from 'react-router-dom';
import { telHref } from '@academy/common';
import { useAcademyFacts, useAuth } from '@academy/context';
import { AcademyStats } from '../../../components/AcademyStats';
import { ConsultationButton } from '../../../components/consultation/ConsultationButton';
import { KakaoChannelLink } from '../../../components/KakaoChannelLink';
import { lectureCtaPath } from '../lecture-cta';
import { HeroBadge } from './HeroBadge';

const HERO_CONSULT_LABEL = '무료 레벨 테스트 상담';

const HIGHLIGHTS = ['한 반 8명 이하 소수 정예', '원장 직강 · 직접 채점', '매주 학습 리포트 발송'] as const;

export function Hero() {
  const academy = useAcademyFacts();
  const { user } = useAuth();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero__inner">
        <div className="hero__copy">
          <HeroBadge />
          <h1 id="hero-title" className="hero__title">
            <span className="hero__name">{academy.name}</span>
            <span className="hero__headline">
              <span className="hero__line">중·고등 내신 영어부터 TOEIC까지,</span>{' '}
              <span className="hero__line">
                <em>점수로 증명</em>합니다
              </span>
            </span>
          </h1>
          <p className="hero__lead">
            교과서 한 줄까지 분석하는 내신 대비, 지문 구조를 읽는 수능 독해, 목표 점수를 정해 달리는 TOEIC까지. 10년
            넘게 창원의 중·고등학생과 함께해 온 원장이 처음부터 끝까지 직접 가르칩니다.
          </p>
          {/* A visitor (most often a parent) is led to the first consultation; a signed-in member to the lessons. */}
          <div className="hero__actions">
            {user === null && <ConsultationButton label={HERO_CONSULT_LABEL} />}
            <Link
              to={lectureCtaPath(user)}
              className={user === null ? 'button button--large' : 'button button--primary button--large'}
            >
              온라인 강의 듣기
            </Link>
            <a href={telHref(academy.phone)} className="button button--large hero__call">
              <span aria-hidden="true">☎</span> 상담 전화 {academy.phone}
            </a>
            <KakaoChannelLink large />
          </div>
          <ul className="hero__highlights">
            {HIGHLIGHTS.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
        <aside className="hero__panel" aria-label="숫자로 보는 이든 영어">
          <p className="hero__panel-title">숫자로 보는 {academy.name}</p>
          <AcademyStats className="hero__stats" itemClassName="hero__stat" />
          <p className="hero__panel-note">중등부 · 고등부 · TOEIC 반 운영 중 — 레벨 테스트 후 반 배정</p>
        </aside>
      </div>
    </section>
  );
}
