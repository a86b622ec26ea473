import { Link } from 'react-router-dom';
import '../teacher-intro.css';
import { HEAD_TEACHER } from '../head-teacher';

/** The landing page's short introduction of the head teacher, linking to the full profile. */
export function TeacherIntro() {
  return (
    <div className="teacher-intro">
      <div className="teacher-intro__portrait" aria-hidden="true">
        <span className="teacher-intro__initial">{HEAD_TEACHER.name.slice(0, 1)}</span>
      </div>
      <div className="teacher-intro__body">
        <h3 className="teacher-intro__name">
          {HEAD_TEACHER.name}
          <span className="teacher-intro__role">{HEAD_TEACHER.title}</span>
        </h3>
        <p className="teacher-intro__summary">{HEAD_TEACHER.summary}</p>
        <ul className="teacher-intro__credentials" aria-label="주요 경력과 자격">
          {HEAD_TEACHER.credentials.map((credential) => (
            <li key={credential.title}>
              <strong>{credential.title}</strong>
              <span>{credential.detail}</span>
            </li>
          ))}
        </ul>
        <Link to="/about" className="button button--primary">
          원장 소개 자세히 보기
        </Link>
      </div>
    </div>
  );
}
