import type { QueryRunner } from 'typeorm';

/**
 * Moves the NAS login out of every stored video URL (`http://user:pw@nas/…` becomes
 * `http://nas/…` plus `user:pw` in upstreamUserinfo). A copy of the splitting rule as it was
 * when this migration was written, so later changes to the app cannot change what it did.
 */
export async function moveNasLoginsOut(queryRunner: QueryRunner): Promise<void> {
  const rows: Array<{ id: string; externalUrl: string }> = await queryRunner.query(
    `SELECT id, externalUrl FROM videos WHERE externalUrl LIKE '%@%'`,
  );
  for (const { id, externalUrl } of rows) {
    const parts = /^([a-z][a-z0-9+.-]*:\/\/)([^/\\?#]*)(.*)$/is.exec(externalUrl);
    const at = parts ? parts[2].lastIndexOf('@') : -1;
    if (!parts || at < 0) continue;
    const userinfo = parts[2].slice(0, at);
    await queryRunner.query(`UPDATE videos SET externalUrl = ?, upstreamUserinfo = ? WHERE id = ?`, [
      parts[1] + parts[2].slice(at + 1) + parts[3],
      userinfo === '' ? null : userinfo,
      id,
    ]);
  }
}

/** The way back: each login is written into its URL again before the column goes. */
export async function moveNasLoginsBack(queryRunner: QueryRunner): Promise<void> {
  const rows: Array<{ id: string; externalUrl: string; upstreamUserinfo: string }> = await queryRunner.query(
    `SELECT id, externalUrl, upstreamUserinfo FROM videos WHERE upstreamUserinfo IS NOT NULL`,
  );
  for (const { id, externalUrl, upstreamUserinfo } of rows) {
    const withLogin = externalUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, (scheme) => `${scheme}${upstreamUserinfo}@`);
    await queryRunner.query(`UPDATE videos SET externalUrl = ? WHERE id = ?`, [withLogin, id]);
  }
}
