import { Outlet } from 'react-router-dom';
import { AcademyFactsProvider } from '@academy/context';
import { AuthDialogsProvider } from '../auth/AuthDialogsProvider';
import { Footer } from './Footer';
import { Header } from './Header';

export function SiteLayout() {
  return (
    <AcademyFactsProvider>
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
    </AcademyFactsProvider>
  );
}
