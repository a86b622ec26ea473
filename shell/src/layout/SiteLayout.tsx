import { Outlet } from 'react-router-dom';
import { AuthDialogsProvider } from '../auth/AuthDialogsProvider';
import { Footer } from './Footer';
import { Header } from './Header';

export function SiteLayout() {
  return (
    <AuthDialogsProvider>
      <a className="skip-link" href="#main">
        본문 바로가기
      </a>
      <Header />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <Footer />
    </AuthDialogsProvider>
  );
}
