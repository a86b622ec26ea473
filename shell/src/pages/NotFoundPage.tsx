import { Link } from 'react-router-dom';
import { MESSAGES } from '@academy/common';

export function NotFoundPage() {
  return (
    <section className="container page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{MESSAGES.errors.pageNotFound}</h1>
      <p className="page__lead">주소가 바뀌었거나 없어진 페이지입니다. 주소를 다시 확인해주세요.</p>
      <Link to="/" className="button button--primary">
        홈으로 돌아가기
      </Link>
    </section>
  );
}
