export default function CourseDetailPage() {
  return (
    <section className="container page" data-remote="member">
      <h1 className="page__title">강의 상세</h1>
      <p className="page__lead">이 화면은 준비 중입니다.</p>
    </section>
  );
}
