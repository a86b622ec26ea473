// Standalone development page (`npm run dev -w remote-public`); the shell never loads this file.
import '@academy/context/styles.css';
import { renderStandalone } from '@academy/context/standalone';
import LandingPage from './pages/LandingPage';
import AboutPage from './pages/AboutPage';
import CoursesPage from './pages/CoursesPage';
import GalleryPage from './pages/GalleryPage';
import ProgramPage from './pages/ProgramPage';

renderStandalone('remote-public', [
  { path: '/', label: '홈', Page: LandingPage },
  { path: '/about', label: '원장 소개', Page: AboutPage },
  { path: '/courses', label: '강의 목록', Page: CoursesPage },
  { path: '/gallery', label: '갤러리', Page: GalleryPage },
  { path: '/program/:slug', label: '프로그램 상세', Page: ProgramPage },
]);
