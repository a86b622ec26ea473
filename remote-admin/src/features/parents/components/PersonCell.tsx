import { displayName } from '@academy/common';
import type { LinkPerson } from '@academy/common/parents';
import { ClippedText } from '../../../components/ClippedText';

/** A person of a link: the name in bold (the e-mail when there is none), then the e-mail and phone, each cut to the cell. */
export function PersonCell({ person }: { person: LinkPerson & { email: string; phone?: string | null } }) {
  const name = displayName(person);
  return (
    <div className="parent-links__person">
      <ClippedText text={name || person.email} strong />
      {name && <ClippedText text={person.email} className="admin-muted" />}
      {person.phone && (
        <a className="admin-muted" href={`tel:${person.phone.replace(/-/g, '')}`}>
          {person.phone}
        </a>
      )}
    </div>
  );
}
