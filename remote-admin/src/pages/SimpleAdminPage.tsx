export default function SimpleAdminPage() {
  return (
    <section className="container page" data-remote="admin">
      <h1 className="page__title">심플 콘솔</h1>
      <p className="page__lead">이 화면은 준비 중입니다.</p>
    </section>
  );
}
