import { ACADEMY, telHref } from '@academy/common';
import { useAcademyFacts } from '@academy/context';
import { KakaoChannelLink } from '../../../components/KakaoChannelLink';

const mapSrc = (query: string) =>
  `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${ACADEMY.mapZoom}&hl=ko&output=embed`;
const mapLink = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

/** Address, phone, opening hours (Mon–Fri 14–22, Sat–Sun 9:30–18) and the map. */
export function ContactDetails() {
  const academy = useAcademyFacts();
  return (
    <div className="contact">
      <div className="contact__info">
        <dl className="contact__list">
          <div className="contact__row">
            <dt>주소</dt>
            <dd>
              <address>{academy.address}</address>
              <a
                href={mapLink(academy.mapQuery)}
                target="_blank"
                rel="noopener noreferrer"
                className="contact__map-link"
              >
                지도 앱에서 길찾기<span className="visually-hidden"> (새 창)</span>
              </a>
            </dd>
          </div>
          <div className="contact__row">
            <dt>전화</dt>
            <dd>
              <a href={telHref(academy.phone)} className="contact__phone">
                {academy.phone}
              </a>
              <KakaoChannelLink />
            </dd>
          </div>
          <div className="contact__row">
            <dt>이메일</dt>
            <dd>
              <a href={`mailto:${academy.email}`}>{academy.email}</a>
            </dd>
          </div>
          <div className="contact__row">
            <dt>운영 시간</dt>
            <dd>
              <ul className="contact__hours">
                {academy.contactHours.map((slot) => (
                  <li key={slot.days}>
                    <span>{slot.days}</span>
                    <span>{slot.hours}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <p className="contact__note">
          방문 상담은 전화로 먼저 예약해 주시면 기다림 없이 안내해 드립니다. 건물 뒤편 주차장을 이용하실 수 있습니다.
        </p>
      </div>
      <div className="contact__map">
        {/* Seen only until the map has loaded (or if the map service is unreachable). */}
        <p className="contact__map-fallback" aria-hidden="true">
          <strong>{academy.name}</strong>
          <span>{academy.address}</span>
        </p>
        <iframe
          title={`${academy.name} 위치 지도`}
          src={mapSrc(academy.mapQuery)}
          width={600}
          height={400}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      </div>
    </div>
  );
}
