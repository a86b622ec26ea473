import { Result } from 'antd';
import { MESSAGES } from '@academy/common';

interface ComingLaterProps {
  title: string;
  /** What the screen will offer, so an admin knows what to expect. */
  plannedFeatures: string[];
}

/** A screen that is planned but not built yet: names what comes instead of showing nothing. */
export function ComingLater({ title, plannedFeatures }: ComingLaterProps) {
  return (
    <section className="admin-screen" aria-labelledby="coming-title">
      <h1 id="coming-title" className="admin-screen__title">
        {title}
      </h1>
      <Result status="info" title={MESSAGES.admin.comingLater} subTitle="준비 중인 기능:" />
      <ul className="admin-planned">
        {plannedFeatures.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </section>
  );
}
