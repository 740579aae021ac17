import type { CannedReply } from '#domain/livechat/livechat.schema.ts';
import { LIVECHAT_MESSAGES as M } from '#domain/livechat/livechat.schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { LivechatRepository } from './livechat.repository.ts';

/** The agents' canned replies (decision 018): one shortcut each, shared by every agent. */
export function cannedReplyUseCases(repo: LivechatRepository) {
  return {
    async cannedReplies(): Promise<CannedReply[]> {
      return (await repo.cannedList()).map((r) => ({ _id: r.id, shortcut: r.shortcut, content: r.content }));
    },
    async saveCannedReply(input: { shortcut: string; content: string }, byAccountId: string, id?: string) {
      try {
        const row = id
          ? await repo.cannedUpdate(id, input.shortcut, input.content)
          : await repo.cannedInsert(input.shortcut, input.content, byAccountId);
        if (!row) throw notFound(M.cannedNotFound);
        return { _id: row.id, shortcut: row.shortcut, content: row.content };
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError('SHORTCUT_EXISTS', 409, M.cannedExists, { shortcut: M.cannedExists });
        throw error;
      }
    },
    async deleteCannedReply(id: string) {
      if (!(await repo.cannedDelete(id))) throw notFound(M.cannedNotFound);
    },
  };
}
