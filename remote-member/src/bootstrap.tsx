// Standalone development page (`npm run dev -w remote-member`); the shell never loads this file.
import '@academy/context/styles.css';
import { renderStandalone } from '@academy/context/standalone';
import CourseDetailPage from './pages/CourseDetailPage';
import VideosPage from './pages/VideosPage';
import AccountPage from './pages/AccountPage';
import MembersHomePage from './pages/MembersHomePage';
import ReviewPage from './pages/ReviewPage';
import ParentHomePage from './pages/ParentHomePage';

renderStandalone('remote-member', [
  { path: '/courses/:id', label: '강의 상세', Page: CourseDetailPage },
  { path: '/videos', label: '동영상', Page: VideosPage },
  { path: '/account', label: '내 계정', Page: AccountPage },
  { path: '/members', label: '회원 홈', Page: MembersHomePage },
  { path: '/review', label: '오답 노트', Page: ReviewPage },
  { path: '/parent', label: '학부모 홈', Page: ParentHomePage },
]);
