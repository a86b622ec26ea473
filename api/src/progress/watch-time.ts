import type { EntityManager } from 'typeorm';
import { seoulDayNumber } from '@academy/common/korean-days';

/**
 * Adds `seconds` to a member's time on a video for the Seoul day of `at`, making the day's row if
 * it is the first save that day (with 0: the lesson counts as watched that day). One statement on
 * either driver, so two processes adding at once both count.
 */
export async function addWatchTime(
  manager: EntityManager,
  row: { userId: string; videoId: string; at: Date; seconds: number },
): Promise<void> {
  const values = [row.userId, row.videoId, seoulDayNumber(row.at), row.seconds];
  if (manager.connection.options.type === 'better-sqlite3') {
    await manager.query(
      'INSERT INTO "watch_time_days" ("userId", "videoId", "day", "seconds") VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT ("userId", "videoId", "day") DO UPDATE SET "seconds" = "seconds" + excluded."seconds"',
      values,
    );
    return;
  }
  await manager.query(
    'INSERT INTO `watch_time_days` (`userId`, `videoId`, `day`, `seconds`) VALUES (?, ?, ?, ?) ' +
      'ON DUPLICATE KEY UPDATE `seconds` = `seconds` + VALUES(`seconds`)',
    values,
  );
}
