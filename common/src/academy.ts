/** The academy's public facts, shown by the header, footer, landing, gallery and program pages. */
export const ACADEMY = {
  name: '이든 영어학원',
  englishName: 'Eden English Academy',
  headTeacher: '이든 원장',
  phone: '055-264-7780',
  email: 'hello@eden-english.kr',
  address: '경상남도 창원시 성산구 중앙대로 89, 5층',
  mapQuery: '경상남도 창원시 성산구 중앙대로 89',
  mapZoom: 17,
  /** Landing page contact hours. */
  contactHours: [
    { days: '월–금', hours: '14:00 – 22:00' },
    { days: '토·일', hours: '09:30 – 18:00' },
  ],
  /** Consultation hours on the gallery and profile pages; they differ from the above on purpose, as on the original site. */
  consultationHours: [
    { days: '평일', hours: '9:00 – 22:00' },
    { days: '토요일', hours: '9:00 – 18:00' },
    { days: '일요일', hours: '휴무' },
  ],
} as const;

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

/** A REMOTE_*_URL may name the remote's folder or its remoteEntry.js itself. */
export function remoteEntryUrl(base: string): string {
  return /\.js(\?.*)?$/.test(base) ? base : `${base.replace(/\/+$/, '')}/remoteEntry.js`;
}
