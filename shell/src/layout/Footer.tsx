import { Link } from 'react-router-dom';
import { formatYear, telHref } from '@academy/common';
import { POLICY_PATHS, POLICY_TITLES } from '@academy/common/policies';
import { apiUrl, useAcademyFacts } from '@academy/context';

/**
 * Every page's footer: the academy's particulars as Korean academy sites show them (학원 정보,
 * stored and edited on the admin screen) and the two legal documents, 개인정보처리방침 in bold.
 * A number not filled in yet is left out rather than shown empty.
 */
export function Footer() {
  const academy = useAcademyFacts();
  const particulars: Array<[string, string]> = [
    ['대표자', academy.representative],
    ['사업자등록번호', academy.businessNumber],
    ['학원 등록번호', academy.registrationNumber],
    ['개인정보 보호책임자', `${academy.privacyOfficer.name} (${academy.privacyOfficer.contact})`],
  ];
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <p className="footer__brand">{academy.name}</p>
          <p>중·고등 내신 영어와 TOEIC, 원장 직강으로 끝까지 책임집니다.</p>
        </div>
        <div>
          <p className="footer__heading">바로가기</p>
          <ul className="footer__links">
            <li>
              <Link to="/courses">강의 목록</Link>
            </li>
            <li>
              <Link to="/gallery">갤러리</Link>
            </li>
            <li>
              <Link to="/notices">공지사항</Link>
            </li>
            <li>
              <a href={apiUrl('/login')}>온라인 학습 로그인</a>
            </li>
          </ul>
        </div>
        <div>
          <p className="footer__heading">연락처</p>
          <address>
            {academy.address}
            <br />
            <a href={telHref(academy.phone)}>{academy.phone}</a>
            <br />
            <a href={`mailto:${academy.email}`}>{academy.email}</a>
          </address>
        </div>
      </div>
      <div className="container footer__legal">
        <ul className="footer__policies" aria-label="약관 및 정책">
          <li>
            <Link to={POLICY_PATHS.privacy} className="footer__privacy">
              {POLICY_TITLES.privacy}
            </Link>
          </li>
          <li>
            <Link to={POLICY_PATHS.terms}>{POLICY_TITLES.terms}</Link>
          </li>
        </ul>
        <dl className="footer__particulars">
          {particulars
            .filter(([, value]) => value.trim() !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </div>
      <p className="container footer__copy">
        © {formatYear()} {academy.name}. All rights reserved.
      </p>
    </footer>
  );
}
