import type { ReactNode } from 'react';

interface TitledCardProps {
  /** The heading's id, which names the card for screen readers (aria-labelledby). */
  id: string;
  title: ReactNode;
  /** `nav` for a card of links. */
  as?: 'section' | 'nav';
  className?: string;
  testId?: string;
  children: ReactNode;
}

/** A card of the member area named by its heading. */
export function TitledCard({ id, title, as: Tag = 'section', className, testId, children }: TitledCardProps) {
  return (
    <Tag className={className ? `card ${className}` : 'card'} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="mb-card-title">
        {title}
      </h2>
      {children}
    </Tag>
  );
}
