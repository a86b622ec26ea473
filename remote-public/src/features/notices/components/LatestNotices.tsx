import { Link } from 'react-router-dom';
import { MESSAGES, UI } from '@academy/common';
import { PublicSection } from '../../../components/PublicSection';
import { usePublicNotices } from '../api/use-public-notices';
import '../notices.css';
import { NoticeList } from './NoticeList';

const S = MESSAGES.publicSite;

/** The landing page's latest public notices, with the way to the board; no section while there are none. */
export function LatestNotices() {
  const { notices } = usePublicNotices();
  if (notices.length === 0) return null;
  return (
    <PublicSection anchor="notices" eyebrow="NOTICE" title={S.noticesLatest} soft>
      <NoticeList notices={notices.slice(0, UI.landingNotices)} headingLevel={3} />
      <Link to="/notices" className="landing-notices__more">
        {S.noticesMore} <span aria-hidden="true">→</span>
      </Link>
    </PublicSection>
  );
}
