export default function CoursesPage() {
  return (
    <section className="container page" data-remote="public">
      <h1 className="page__title">강의 목록</h1>
      <p className="page__lead">이 화면은 준비 중입니다.</p>
    </section>
  );
}
