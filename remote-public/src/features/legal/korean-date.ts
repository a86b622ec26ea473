/** 2026-12-01 → 2026년 12월 1일 (written out: Intl's first format would load locale data mid-hydration). */
export function koreanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}
