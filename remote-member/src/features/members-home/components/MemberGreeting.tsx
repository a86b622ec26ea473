import { Link } from 'react-router-dom';
import { shortName, type User } from '@academy/common';

export function MemberGreeting({ user }: { user: User }) {
  return (
    <header className="mb-hero">
      <p className="mb-hero__eyebrow">회원 전용</p>
      <h1 className="page__title">안녕하세요, {shortName(user)}님!</h1>
      <p className="page__lead">오늘도 꾸준히 한 걸음씩. 수강 중인 강의를 이어서 시청해 보세요.</p>
      <div className="mb-hero__actions">
        <Link to="/videos" className="button button--primary">
          동영상 강의 보기
        </Link>
        <Link to="/courses" className="button">
          전체 강의 목록
        </Link>
      </div>
    </header>
  );
}
