import { Alert, Skeleton } from 'antd';
import { displayName } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useAsyncData } from '@academy/context';
import { getParentLinks } from '../../../api/parent-links';
import { ParentLinkActions } from '../../../components/ParentLinkActions';
import { ParentLinkStatusTag } from '../../../components/ParentLinkStatusTag';
import './member-history.css';

const P = ADMIN_MESSAGES.parents;

/** A parent's record: the children linked or asked for, each with the link's state and actions. */
export function ParentChildren({ parentId }: { parentId: string }) {
  const links = useAsyncData(() => getParentLinks({ parentId }), [parentId]);
  return (
    <section aria-labelledby="parent-children-title">
      <h3 id="parent-children-title" className="member-history__heading">
        {P.childrenTitle}
      </h3>
      {links.error ? (
        <Alert type="error" showIcon title={P.guardiansLoadFailed} />
      ) : !links.data ? (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      ) : links.data.items.length === 0 ? (
        <p className="admin-muted">{P.childrenEmpty}</p>
      ) : (
        <ul className="member-guardians" aria-label={P.childrenTitle}>
          {links.data.items.map((link) => (
            <li key={link.id} className="member-guardians__item">
              <div className="member-guardians__who">
                <strong>{displayName(link.child) || link.child.email}</strong>{' '}
                <ParentLinkStatusTag status={link.status} />
                <div className="admin-muted">{link.child.email}</div>
              </div>
              <ParentLinkActions link={link} onChanged={links.reload} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
