import type { ReactNode } from 'react';
import { SectionHeader } from './SectionHeader';

interface PublicSectionProps {
  /** The id the header's links scroll to (#programs); such a section can take focus. */
  anchor?: string;
  /** The heading's id, named by aria-labelledby; `${anchor}-title` by default. */
  titleId?: string;
  eyebrow: string;
  title: string;
  lead?: string;
  /** The tinted background that alternates with the plain one. */
  soft?: boolean;
  children: ReactNode;
}

/** A full-width band of a public page: header (eyebrow, title, lead), then its content. */
export function PublicSection({
  anchor,
  titleId = `${anchor}-title`,
  eyebrow,
  title,
  lead,
  soft = false,
  children,
}: PublicSectionProps) {
  return (
    <section
      id={anchor}
      tabIndex={anchor ? -1 : undefined}
      className={soft ? 'public-section public-section--soft' : 'public-section'}
      aria-labelledby={titleId}
    >
      <div className="container">
        <SectionHeader id={titleId} eyebrow={eyebrow} title={title} lead={lead} />
        {children}
      </div>
    </section>
  );
}
