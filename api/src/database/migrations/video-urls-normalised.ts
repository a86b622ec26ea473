import type { QueryRunner } from 'typeorm';

/**
 * The stored form of an http(s) address as the app first wrote it (WHATWG serialisation). Frozen
 * here rather than imported, so this migration keeps doing what it did when it first ran.
 */
function normalised(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * Brings every stored video address to the form new ones are stored in, so the proxy's lookup and
 * every screen see one spelling. An address the parser cannot read is left as it is (it could not
 * play before either). There is no way back: the earlier spelling named the same resource.
 */
export async function normaliseStoredVideoUrls(queryRunner: QueryRunner, quote: '`' | '"'): Promise<void> {
  const q = (name: string) => `${quote}${name}${quote}`;
  const rows: Array<{ id: string; externalUrl: string }> = await queryRunner.query(
    `SELECT ${q('id')}, ${q('externalUrl')} FROM ${q('videos')}`,
  );
  for (const { id, externalUrl } of rows) {
    const url = normalised(externalUrl);
    if (url !== null && url !== externalUrl)
      await queryRunner.query(`UPDATE ${q('videos')} SET ${q('externalUrl')} = ? WHERE ${q('id')} = ?`, [url, id]);
  }
}
