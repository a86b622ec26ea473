import { Link, useLocation } from 'react-router-dom';
import { type PolicyKind } from '@academy/common';
import { POLICY_PATHS, POLICY_TITLES, policyDocument, policyVersionFor } from '@academy/common/policies';
import { useAcademyFacts } from '@academy/context';
import { PolicyView, VersionList } from '../features/legal/PolicyView';
import { useSiteSettings } from '../lib/use-site-settings';
import '../features/legal/legal.css';
import '../styles/public.css';

/**
 * /privacy (개인정보처리방침) and /terms (이용약관): the current version, or the one `?version=N`
 * names. The text (common/src/policies) is filled in from the academy's facts and the retention
 * the server deletes by, both read with the page (/api/academy, /api/site).
 */
export default function LegalPage() {
  const location = useLocation();
  const kind: PolicyKind = location.pathname.startsWith(POLICY_PATHS.terms) ? 'terms' : 'privacy';
  const facts = useAcademyFacts();
  const { retention } = useSiteSettings();
  const version = policyVersionFor(kind, new URLSearchParams(location.search).get('version'));
  const document = version === null ? null : policyDocument(kind, version, { facts, retention });
  return (
    <div className="container page" data-remote="public">
      {document ? (
        <PolicyView document={document} />
      ) : (
        <article className="policy prose" aria-labelledby="policy-title">
          <h1 id="policy-title" className="policy__title">
            {POLICY_TITLES[kind]}
          </h1>
          <p role="status">찾으시는 버전이 없습니다. 아래 목록에서 버전을 골라 주세요.</p>
          <p>
            <Link to={POLICY_PATHS[kind]}>현재 버전 보기</Link>
          </p>
          <VersionList kind={kind} shown={null} />
        </article>
      )}
    </div>
  );
}
