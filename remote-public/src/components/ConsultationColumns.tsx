import type { ReactNode } from 'react';
import { telHref } from '@academy/common';
import { ConsultationHours } from './ConsultationHours';
import { KakaoChannelLink } from './KakaoChannelLink';
import { useAcademyFacts } from '@academy/context';

interface ConsultationColumnsProps {
  /** The heading's id, for aria-labelledby on the surrounding section. */
  titleId: string;
  title: string;
  text: ReactNode;
  phoneLabel: string;
  emailLabel: string;
  /** Further buttons after the phone and e-mail ones. */
  children?: ReactNode;
}

/**
 * The two columns of a `.consultation` box (profile and gallery pages): why and how to get in
 * touch, then the consultation hours.
 */
export function ConsultationColumns({
  titleId,
  title,
  text,
  phoneLabel,
  emailLabel,
  children,
}: ConsultationColumnsProps) {
  const academy = useAcademyFacts();
  return (
    <>
      <div>
        <h2 id={titleId} className="consultation__title">
          {title}
        </h2>
        <p className="consultation__text">{text}</p>
        <div className="consultation__actions">
          <a href={telHref(academy.phone)} className="button button--primary button--large">
            {phoneLabel}
          </a>
          <KakaoChannelLink large />
          <a href={`mailto:${academy.email}`} className="button button--large">
            {emailLabel}
          </a>
          {children}
        </div>
      </div>
      <div>
        <h3 className="consultation__hours-title">상담 가능 시간</h3>
        <ConsultationHours />
      </div>
    </>
  );
}
