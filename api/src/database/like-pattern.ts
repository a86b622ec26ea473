/** LIKE wildcards typed in a search match literally. '!' escapes: it means the same to MySQL and SQLite (use ESCAPE '!'). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, '!$&')}%`;
}
