import { Link } from 'react-router-dom';
import { ACADEMY } from '@academy/common';
import { TitledCard } from '../../../components/TitledCard';

export function InstructorCard() {
  return (
    <TitledCard id="instructor-title" title="강사 소개" className="mb-instructor">
      <div className="mb-instructor__who">
        <span className="mb-avatar mb-avatar--small" aria-hidden="true">
          {ACADEMY.headTeacher.charAt(0)}
        </span>
        <div>
          <strong>{ACADEMY.headTeacher}</strong>
          <p className="mb-muted">{ACADEMY.name} 대표 강사</p>
        </div>
      </div>
      <p className="mb-muted">중·고등 내신과 수능, TOEIC까지 10년 넘게 가르쳐 온 경험으로 강의를 직접 설계했습니다.</p>
      <Link to="/about" className="button">
        원장 소개 보기
      </Link>
    </TitledCard>
  );
}
