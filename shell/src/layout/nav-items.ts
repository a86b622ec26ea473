/** Header navigation: anchors scroll to landing-page sections. */
export const NAV_ITEMS = [
  { label: '홈', to: '/' },
  { label: '원장 소개', to: '/#about' },
  { label: '강의', to: '/#programs' },
  { label: '동영상', to: '/videos' },
  { label: '갤러리', to: '/#gallery' },
  { label: '공지사항', to: '/notices' },
] as const;
