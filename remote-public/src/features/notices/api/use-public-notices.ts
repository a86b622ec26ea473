import { useApiQuery } from '@academy/context';

/** GET /api/notices as the server rendered it: a visitor's answer, the public notices inside their window, newest first. */
export function usePublicNotices() {
  const query = useApiQuery('/notices');
  // A member's own session may add members-only ones on a later fetch: the public board never shows them.
  const notices = Array.isArray(query.data) ? query.data.filter((notice) => notice.visibility !== 'members') : [];
  return { ...query, notices };
}

/** GET /api/notices/{id}: one public notice, 404 for anything else. */
export function usePublicNotice(id: string) {
  return useApiQuery('/notices/{id}', { params: { path: { id } } });
}
