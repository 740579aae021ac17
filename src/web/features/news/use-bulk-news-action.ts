import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminInfo } from '#domain/auth/login.schema.ts';
import { newsResource } from '#domain/news/news.resource.ts';
import type { AskedFrom } from '../../components/admin/resource/trash-screen.tsx';
import { notify } from '../../components/admin/toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { mayManage } from './article-status.ts';
import {
  type AdminArticle,
  actionFailureMessage,
  actionSuccessMessage,
  newsKeys,
  runNewsAction,
} from './news.api.ts';

export type BulkKind = 'restore' | 'deletePermanently';

/**
 * Restore or delete for good the chosen articles of the trash, one call each, then one reload.
 * spec 001 §8: bulk restore shows the server message or its own; in a bulk delete one failure is passed over.
 */
export function useBulkNewsAction(admin: AdminInfo) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = async (kind: BulkKind, articles: AdminArticle[]) => {
    setBusy(true);
    let done = 0;
    let firstError: unknown = null;
    for (const article of articles.filter((item) => mayManage(admin, item))) {
      try {
        await runNewsAction({ kind, id: article._id });
        done += 1;
      } catch (error) {
        firstError ??= error;
      }
    }
    await queryClient.invalidateQueries({ queryKey: newsKeys.all });
    setBusy(false);
    if (kind === 'restore') {
      if (firstError) {
        const message = firstError instanceof ApiError ? firstError.serverMessage : undefined;
        notify.error(message ?? newsResource.messages.failed.restore);
      }
      if (done > 0) notify.success(newsResource.messages.done.restore);
    } else if (done > 0) {
      notify.success(newsResource.messages.done.deletePermanently);
    } else if (firstError) {
      notify.error('Có lỗi xảy ra khi xóa tin tức');
    }
  };

  return { run, busy };
}

/**
 * The trash screen's action: a row's says what the refusal or failure is for that article (spec 001 §6, §8),
 * the bulk bar's runs on each article the account may manage.
 */
export function useNewsTrashAction(admin: AdminInfo) {
  const bulk = useBulkNewsAction(admin);
  return async (kind: BulkKind, articles: AdminArticle[], from: AskedFrom) => {
    const [article] = articles;
    if (from === 'bulk' || !article) return bulk.run(kind, articles);
    const action = { kind, id: article._id };
    try {
      await runNewsAction(action);
      notify.success(actionSuccessMessage(action));
    } catch (error) {
      notify.error(actionFailureMessage(kind, error));
    }
  };
}
