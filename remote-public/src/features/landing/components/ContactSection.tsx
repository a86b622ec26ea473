import { ACADEMY, telHref } from '@academy/common';
import { KakaoChannelLink } from '../../../components/KakaoChannelLink';

const MAP_SRC = `https://maps.google.com/maps?q=${encodeURIComponent(ACADEMY.mapQuery)}&z=${ACADEMY.mapZoom}&hl=ko&output=embed`;
const MAP_LINK = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ACADEMY.mapQuery)}`;

/** Address, phone, opening hours (Mon–Fri 14–22, Sat–Sun 9:30–18) and the map. */
export function ContactDetails() {
  return (
    <div className="contact">
      <div className="contact__info">
        <dl className="contact__list">
          <div className="contact__row">
            <dt>주소</dt>
            <dd>
              <address>{ACADEMY.address}</address>
              <a href={MAP_LINK} target="_blank" rel="noopener noreferrer" className="contact__map-link">
                지도 앱에서 길찾기<span className="visually-hidden"> (새 창)</span>
              </a>
            </dd>
          </div>
          <div className="contact__row">
            <dt>전화</dt>
            <dd>
              <a href={telHref(ACADEMY.phone)} className="contact__phone">
                {ACADEMY.phone}
              </a>
              <KakaoChannelLink />
            </dd>
          </div>
          <div className="contact__row">
            <dt>이메일</dt>
            <dd>
              <a href={`mailto:${ACADEMY.email}`}>{ACADEMY.email}</a>
            </dd>
          </div>
          <div className="contact__row">
            <dt>운영 시간</dt>
            <dd>
              <ul className="contact__hours">
                {ACADEMY.contactHours.map((slot) => (
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
          <strong>{ACADEMY.name}</strong>
          <span>{ACADEMY.address}</span>
        </p>
        <iframe
          title={`${ACADEMY.name} 위치 지도`}
          src={MAP_SRC}
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
