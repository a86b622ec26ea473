interface SectionHeaderProps {
  /** Short label above the heading (e.g. "PROGRAMS"). */
  eyebrow: string;
  title: string;
  lead?: string;
  /** The heading's id, for aria-labelledby on the section. */
  id: string;
  /** h1 on a page's first section, h2 elsewhere, so headings stay in order. */
  level?: 1 | 2;
}

export function SectionHeader({ eyebrow, title, lead, id, level = 2 }: SectionHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="section-header">
      <p className="section-header__eyebrow">{eyebrow}</p>
      <Heading id={id} className="section-header__title">
        {title}
      </Heading>
      {lead && <p className="section-header__lead">{lead}</p>}
    </header>
  );
}
