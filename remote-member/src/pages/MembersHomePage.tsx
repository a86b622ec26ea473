export default function MembersHomePage() {
  return (
    <section className="container page" data-remote="member">
      <h1 className="page__title">회원 홈</h1>
      <p className="page__lead">이 화면은 준비 중입니다.</p>
    </section>
  );
}
