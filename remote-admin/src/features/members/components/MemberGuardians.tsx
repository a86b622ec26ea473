import { Alert, Button, Skeleton } from 'antd';
import { displayName, MESSAGES } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { PARENT_LIMITS, type AdminParentLink } from '@academy/common/parents';
import { useAsyncData } from '@academy/context';
import { getParentLinks } from '../../../api/parent-links';
import { ParentLinkActions } from '../../../components/ParentLinkActions';
import { ParentLinkStatusTag } from '../../../components/ParentLinkStatusTag';
import { serverMessageOf } from '../../../lib/error-message';
import { ParentInviteForm } from './ParentInviteForm';
import './member-history.css';

const P = ADMIN_MESSAGES.parents;

function Guardian({ link, onChanged }: { link: AdminParentLink; onChanged: () => void }) {
  const { parent } = link;
  return (
    <li className="member-guardians__item">
      <div className="member-guardians__who">
        <strong>{displayName(parent) || parent.email}</strong> <ParentLinkStatusTag status={link.status} />
        <div className="admin-muted">
          {parent.phone ? <a href={`tel:${parent.phone.replace(/-/g, '')}`}>{parent.phone}</a> : parent.email}
        </div>
      </div>
      <ParentLinkActions link={link} onChanged={onChanged} />
    </li>
  );
}

/**
 * A student's 보호자: the parent accounts linked to them or asking to be (at most two), each
 * confirmed or removed here as on the 학부모 tab. Not the under-14 legal guardian of the sign-up
 * (MemberConsents shows that one): a guardian here is an account that reads the child's reports.
 */
export function MemberGuardians({ memberId }: { memberId: string }) {
  const links = useAsyncData(() => getParentLinks({ childId: memberId }), [memberId]);
  return (
    <section aria-labelledby="member-guardians-title">
      <h3 id="member-guardians-title" className="member-history__heading">
        {P.guardiansTitle}
      </h3>
      {links.error ? (
        <Alert
          type="error"
          showIcon
          title={P.guardiansLoadFailed}
          description={serverMessageOf(links.error, ADMIN_MESSAGES.admin.loadFailed)}
          action={<Button onClick={links.reload}>{MESSAGES.errors.remoteRetry}</Button>}
        />
      ) : !links.data ? (
        <div aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        </div>
      ) : links.data.items.length === 0 ? (
        <p className="admin-muted">{P.guardiansEmpty}</p>
      ) : (
        <ul className="member-guardians" aria-label={P.guardiansTitle}>
          {links.data.items.map((link) => (
            <Guardian key={link.id} link={link} onChanged={links.reload} />
          ))}
        </ul>
      )}
      {links.data &&
        (links.data.items.length < PARENT_LIMITS.guardiansPerChildMax ? (
          <ParentInviteForm memberId={memberId} onSent={links.reload} />
        ) : (
          <p className="admin-muted">{P.guardiansFull}</p>
        ))}
    </section>
  );
}
