import { Link } from 'react-router-dom';
import { ACADEMY, telHref } from '@academy/common';

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <p className="footer__brand">{ACADEMY.name}</p>
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
              <a href="/api/login">온라인 학습 로그인</a>
            </li>
          </ul>
        </div>
        <div>
          <p className="footer__heading">연락처</p>
          <address>
            {ACADEMY.address}
            <br />
            <a href={telHref(ACADEMY.phone)}>{ACADEMY.phone}</a>
            <br />
            <a href={`mailto:${ACADEMY.email}`}>{ACADEMY.email}</a>
          </address>
        </div>
      </div>
      <p className="container footer__copy">
        © {new Date().getFullYear()} {ACADEMY.name}. All rights reserved.
      </p>
    </footer>
  );
}
