import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { ScreenHeader } from '../../../components/ScreenHeader';
import { ProgramsTab } from './ProgramsTab';

/** /admin/programs: the secret console's program tab inside the admin section. */
export function ProgramsScreen() {
  return (
    <section className="admin-screen" aria-labelledby="programs-title">
      <ScreenHeader
        id="programs-title"
        title={ADMIN_MESSAGES.admin.screens.programs}
        lead="프로그램 소개 페이지의 내용과 공개 여부를 관리합니다."
      />
      <ProgramsTab />
    </section>
  );
}
