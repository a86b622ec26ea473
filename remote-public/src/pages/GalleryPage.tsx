export default function GalleryPage() {
  return (
    <section className="container page" data-remote="public">
      <h1 className="page__title">갤러리</h1>
      <p className="page__lead">이 화면은 준비 중입니다.</p>
    </section>
  );
}
