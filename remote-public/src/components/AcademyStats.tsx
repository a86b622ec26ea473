import { ACADEMY_STATS } from '../content/academy-stats';

/** The academy's figures as a definition list; the landing hero and the profile page style it their own way. */
export function AcademyStats({ className, itemClassName }: { className: string; itemClassName: string }) {
  return (
    <dl className={className}>
      {ACADEMY_STATS.map((stat) => (
        <div key={stat.label} className={itemClassName}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
