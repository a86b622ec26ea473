import { useState } from 'react';
import { App } from 'antd';
import { LIMITS, MESSAGES, type Id } from '@academy/common';
import { ADMIN_MESSAGES } from '@academy/common/admin-messages';
import { useToast } from '@academy/context';
import { serverMessageOf } from '../../../lib/error-message';
import { setVideoPublication, type PublicationResult } from '../api/set-video-publication';

const P = ADMIN_MESSAGES.admin.videoPublication;

function chunks<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/**
 * Row selection and batch publish/unpublish of /admin/videos: one confirmation, then each video's
 * result. Videos that changed leave the selection; those refused stay selected with the reason,
 * which the table shows on their row until the next batch.
 */
export function useVideoPublication(onChanged: () => void) {
  const toast = useToast();
  const { modal } = App.useApp();
  const [selected, setSelected] = useState<Id[]>([]);
  const [failures, setFailures] = useState<ReadonlyMap<Id, string>>(new Map());
  const [running, setRunning] = useState(false);

  async function run(ids: Id[], published: boolean) {
    setRunning(true);
    try {
      const results: PublicationResult[] = [];
      // The route takes at most LIMITS.batchIdsMax ids a request (400 beyond): a larger selection goes in parts.
      for (const part of chunks(ids, LIMITS.batchIdsMax)) results.push(...(await setVideoPublication(part, published)));
      const failed = results.filter((result) => !result.ok);
      setFailures(new Map(failed.map((result) => [result.id, result.ok ? '' : result.message])));
      setSelected(failed.map((result) => result.id));
      const succeeded = results.length - failed.length;
      if (failed.length === 0)
        toast({ title: MESSAGES.content.changed, description: P.done(succeeded, published), variant: 'success' });
      else toast({ title: P.failedTitle, description: P.partial(succeeded, failed.length), variant: 'destructive' });
      if (succeeded > 0) onChanged();
    } catch (error) {
      toast({
        title: P.requestFailed,
        description: serverMessageOf(error, ADMIN_MESSAGES.admin.actionFailed),
        variant: 'destructive',
      });
    } finally {
      setRunning(false);
    }
  }

  function ask(published: boolean) {
    const ids = selected;
    if (ids.length === 0) return;
    modal.confirm({
      title: P.confirm(ids.length, published),
      okText: published ? P.publish : P.unpublish,
      cancelText: '취소',
      onOk: () => run(ids, published),
    });
  }

  return {
    selected,
    failures,
    running,
    select: (ids: Id[]) => setSelected(ids),
    clear: () => setSelected([]),
    publish: () => ask(true),
    unpublish: () => ask(false),
  };
}
