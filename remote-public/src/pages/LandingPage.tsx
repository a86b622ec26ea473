import { PublicSection } from '../components/PublicSection';
import { TeacherIntro } from '../features/about/components/TeacherIntro';
import { ContactDetails } from '../features/landing/components/ContactSection';
import { ConsultationForm } from '../components/consultation/ConsultationForm';
import '../components/consultation/consultation.css';
import { Hero } from '../features/landing/components/Hero';
import { LandingGallery } from '../features/landing/components/LandingGallery';
import '../features/landing/landing.css';
import { useProgramCards } from '../features/programs/api/use-programs';
import { ProgramCards } from '../features/programs/components/ProgramCards';
import { TestimonialList } from '../features/testimonials/components/TestimonialList';
import { LANDING_TESTIMONIALS } from '../features/testimonials/testimonials';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import '../styles/public.css';

/** / : hero, then the sections the header links to (#programs, #about, #gallery) and #contact. */
export default function LandingPage() {
  const { programs, isLoading: programsLoading } = useProgramCards();
  // The program cards are the only content above the sections whose height can change on load.
  useScrollToHash(!programsLoading);
  return (
    <div data-remote="public" className="landing">
      <Hero />

      <PublicSection
        anchor="programs"
        eyebrow="PROGRAMS"
        title="학년과 목표에 맞춘 세 가지 프로그램"
        lead="레벨 테스트와 상담으로 지금 실력을 정확히 진단한 뒤, 아이에게 꼭 맞는 반에서 시작합니다."
      >
        <ProgramCards programs={programs} />
      </PublicSection>

      <PublicSection anchor="about" eyebrow="HEAD TEACHER" title="원장이 직접 가르치고, 끝까지 책임집니다" soft>
        <TeacherIntro />
      </PublicSection>

      <PublicSection
        anchor="gallery"
        eyebrow="GALLERY"
        title="이든 영어학원 둘러보기"
        lead="아이들이 공부하는 교실과 자습실, 상담 공간을 미리 만나 보세요. 사진을 누르면 크게 볼 수 있습니다."
      >
        <LandingGallery />
      </PublicSection>

      <PublicSection
        anchor="reviews"
        eyebrow="REVIEWS"
        title="학부모님과 학생들이 직접 남긴 이야기"
        lead="성적표보다 먼저 달라지는 것은 공부하는 태도입니다."
        soft
      >
        <TestimonialList items={LANDING_TESTIMONIALS} />
      </PublicSection>

      <PublicSection
        anchor="contact"
        eyebrow="CONTACT"
        title="오시는 길 · 상담 안내"
        lead="레벨 테스트와 첫 상담은 무료입니다. 전화로, 또는 아래 양식으로 신청해 주세요."
      >
        <ContactDetails />
        <section className="consult-section" aria-labelledby="landing-consult-title">
          <h3 id="landing-consult-title" className="consult-section__title">
            온라인 상담 신청
          </h3>
          <p className="consult-section__lead">
            이름과 연락처를 남겨 주시면 확인 후 연락드려 레벨 테스트 일정을 잡아 드립니다.
          </p>
          <ConsultationForm />
        </section>
      </PublicSection>
    </div>
  );
}
