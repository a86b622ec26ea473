import { telHref, type Program } from '@academy/common';
import { KakaoChannelLink } from '../../../components/KakaoChannelLink';
import '../program-detail.css';
import { ConsultationButton } from '../../../components/consultation/ConsultationButton';
import { hasProgramFacts, ProgramFacts } from './ProgramFacts';
import { useAcademyFacts } from '@academy/context';

/** A titled block of the server's sanitized HTML. */
function HtmlBlock({ id, title, html }: { id: string; title: string; html: string }) {
  return (
    <section className="program-detail__block" aria-labelledby={id}>
      <h2 id={id} className="program-detail__block-title">
        {title}
      </h2>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}

/**
 * One program in full: first what parents ask (tuition, start date, seats, timetable), then the
 * details and the curriculum, written in Markdown and rendered by the server through its
 * allow-list (`contentHtml`, `curriculumHtml`), so they are shown as HTML in a prose container.
 */
export function ProgramDetail({ program }: { program: Program }) {
  // An API deployed before Markdown served the sanitized HTML in `content` and had no `contentHtml`.
  const contentHtml = program.contentHtml === undefined ? program.content : program.contentHtml;
  const curriculumHtml = program.curriculumHtml === undefined ? program.curriculum : program.curriculumHtml;
  const academy = useAcademyFacts();
  return (
    <article className="program-detail" aria-labelledby="program-title">
      <header className="program-detail__header">
        <p className="program-detail__eyebrow">PROGRAM</p>
        <h1 id="program-title" className="program-detail__title">
          {program.title}
        </h1>
        {program.subtitle && <p className="program-detail__subtitle">{program.subtitle}</p>}
        {program.description && <p className="program-detail__description">{program.description}</p>}
      </header>

      <div className="program-detail__layout">
        <div className="program-detail__main">
          {hasProgramFacts(program) && <ProgramFacts program={program} />}
          {contentHtml && <HtmlBlock id="program-content" title="상세 안내" html={contentHtml} />}
          {curriculumHtml && <HtmlBlock id="program-curriculum" title="커리큘럼" html={curriculumHtml} />}
        </div>

        <aside className="program-detail__aside" aria-label="수강 안내">
          {program.targetStudents && (
            <section className="program-detail__side-card">
              <h2 className="program-detail__side-title">이런 학생에게 맞아요</h2>
              <p>{program.targetStudents}</p>
            </section>
          )}
          {program.features.length > 0 && (
            <section className="program-detail__side-card">
              <h2 className="program-detail__side-title">프로그램 특징</h2>
              <ul className="program-detail__features check-list">
                {program.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </section>
          )}
          <section className="program-detail__side-card program-detail__contact">
            <h2 className="program-detail__side-title">수강 상담</h2>
            <p>레벨 테스트와 상담을 온라인이나 전화로 신청해 주세요. 아이에게 맞는 반을 함께 찾아 드립니다.</p>
            <ConsultationButton
              programSlug={program.slug}
              programTitle={program.title}
              className="button button--primary button--large program-detail__call"
            />
            <a className="button button--large program-detail__call" href={telHref(academy.phone)}>
              전화 상담 {academy.phone}
            </a>
            <KakaoChannelLink large />
          </section>
        </aside>
      </div>
    </article>
  );
}
