import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, UI, type Member } from '@academy/common';
import { ClippedText } from '../../../components/ClippedText';

interface MemberPeekProps {
  title: string;
  members: Member[];
  emptyText: string;
  /** Where the full list lives. */
  moreHref: string;
}

/** The first few members of a list, with a link to the full list; long names and addresses are cut, whole on hover or focus. */
export function MemberPeek({ title, members, emptyText, moreHref }: MemberPeekProps) {
  const shown = members.slice(0, UI.overviewItems);
  return (
    <Card title={title} extra={<Link to={moreHref}>전체 보기</Link>} className="admin-card">
      {shown.length === 0 ? (
        <p className="admin-empty">{emptyText}</p>
      ) : (
        <ul className="admin-peek" aria-label={title}>
          {shown.map((member) => (
            <li key={member.id} className="admin-peek__item">
              <ClippedText text={member.name || '-'} className="admin-peek__name" />
              <ClippedText text={member.email} className="admin-peek__email" />
              <time className="admin-peek__date" dateTime={member.createdAt}>
                {formatDate(member.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
