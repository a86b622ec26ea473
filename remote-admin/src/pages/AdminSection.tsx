import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AntdThemeProvider } from '@academy/context/antd';
import { AdminLayout } from '../features/admin-layout/components/AdminLayout';
import { ComingLater } from '../features/admin-layout/components/ComingLater';
import { SectionNotFound } from '../features/admin-layout/components/SectionNotFound';
import { OverviewScreen } from '../features/overview/components/OverviewScreen';
import '../styles/admin.css';

// Screens load when opened: the overview is what every admin sees first.
const MembersPage = lazy(() => import('../features/members/components/MembersPage').then((m) => ({ default: m.MembersPage })));

/** Mounted by the shell on /admin/* for ADMIN users; routes below are relative to /admin. */
export default function AdminSection() {
  return (
    <AntdThemeProvider>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route index element={<OverviewScreen />} />
          <Route path="dashboard" element={<OverviewScreen />} />
          <Route path="members" element={<MembersPage />} />
          <Route
            path="videos"
            element={<ComingLater title="동영상 관리" plannedFeatures={['제목·설명 검색, 강의·공개 여부 필터', '공개 상태 배지와 개수', '동영상 추가·수정·삭제']} />}
          />
          <Route
            path="courses"
            element={<ComingLater title="강의 관리" plannedFeatures={['제목·설명·태그 검색', '강의 추가·수정·삭제 (슬러그 자동 생성)', '강의별 동영상 수']} />}
          />
          <Route
            path="notices"
            element={<ComingLater title="공지사항 관리" plannedFeatures={['제목·내용 검색, 게시 상태 필터', '게시 기간 설정', '공지 추가·수정·삭제']} />}
          />
          <Route path="*" element={<SectionNotFound />} />
        </Route>
      </Routes>
    </AntdThemeProvider>
  );
}
