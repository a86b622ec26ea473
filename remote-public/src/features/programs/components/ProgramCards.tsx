import { Link } from 'react-router-dom';
import '../program-cards.css';
import type { ProgramCardData } from '../built-in-programs';

const FEATURES_ON_CARD = 3;

export function ProgramCards({ programs }: { programs: readonly ProgramCardData[] }) {
  return (
    <ul className="program-cards">
      {programs.map((program, index) => (
        <li key={program.slug} className="program-card grid-card">
          <span className="program-card__number" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="program-card__title">{program.title}</h3>
          {program.subtitle && <p className="program-card__subtitle">{program.subtitle}</p>}
          {program.description && <p className="program-card__description">{program.description}</p>}
          {program.features.length > 0 && (
            <ul className="program-card__features check-list">
              {program.features.slice(0, FEATURES_ON_CARD).map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          )}
          <Link to={`/program/${program.slug}`} className="program-card__link">
            자세히 보기<span className="visually-hidden">: {program.title}</span>
            <span aria-hidden="true"> →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
