import { UI } from '@academy/common';

/** The board's address of a page: page 1 is /notices itself (one address per page, each rendered on the server). */
export const noticesPagePath = (page: number) => (page <= 1 ? '/notices' : `/notices/page/${page}`);

/** The page number an address names: null for anything but a whole number from 1. */
export function pageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(param) ? Number(param) : null;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / UI.noticesPerPage));

export function pageOf<T>(items: readonly T[], page: number): T[] {
  const start = (page - 1) * UI.noticesPerPage;
  return items.slice(start, start + UI.noticesPerPage);
}
