import type { AdminInfo } from '#domain/auth/login.schema.ts';
import { newsResource } from '#domain/news/news.resource.ts';
import type { TrashAction } from '#domain/shared/admin-resource.ts';
import type { AskedFrom } from '../../components/admin/resource/trash-screen.tsx';
import { notify } from '../../components/admin/toast.ts';
import { ApiError } from '../../lib/api-client.ts';
import { mayManage } from './article-status.ts';
import { type AdminArticle, actionFailureMessage, actionSuccessMessage, runNewsAction } from './news.api.ts';

/**
 * A trash action on the chosen articles, one call each, on those the account may manage (spec 001 §6).
 * spec 001 §8: bulk restore shows the server message or its own; in a bulk trash or delete one failure is
 * passed over.
 */
async function runOnManaged(admin: AdminInfo, kind: TrashAction, articles: AdminArticle[]) {
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
  if (kind === 'restore') {
    if (firstError) {
      const message = firstError instanceof ApiError ? firstError.serverMessage : undefined;
      notify.error(message ?? newsResource.messages.failed.restore);
    }
    if (done > 0) notify.success(newsResource.messages.done.restore);
  } else if (done > 0) {
    notify.success(newsResource.messages.done[kind]);
  } else if (firstError) {
    notify.error(kind === 'trash' ? newsResource.messages.failed.trash : 'Có lỗi xảy ra khi xóa tin tức');
  }
}

/**
 * The list's and the trash screen's action (the kit reloads the news queries after it): a row's says what the
 * refusal or failure is for that article (spec 001 §6, §8), the bulk bar's runs on each article the account may
 * manage.
 */
export function newsTrashAction(admin: AdminInfo) {
  return async (kind: TrashAction, articles: AdminArticle[], from: AskedFrom) => {
    const [article] = articles;
    if (from === 'bulk' || !article) return runOnManaged(admin, kind, articles);
    const action = { kind, id: article._id };
    try {
      await runNewsAction(action);
      notify.success(actionSuccessMessage(action));
    } catch (error) {
      notify.error(actionFailureMessage(kind, error));
    }
  };
}
