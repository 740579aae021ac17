import {
  type ArticleData,
  UNPUBLISH_BEFORE_PUBLISH_MESSAGE,
  UNPUBLISH_IN_PAST_MESSAGE,
} from '#domain/news/article.schema.ts';
import type { RevisionReason } from '#domain/news/revision.schema.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { badRequest } from '../../errors.ts';
import { pruneRevisions } from '../../lib/revision-retention.ts';
import { createNewsRepository, type NewsInsert } from './news.repository.ts';
import type { ArticleRow, NewsActor, NewsContext } from './news-articles.ts';
import { createNewsRevisionsRepository } from './news-revisions.repository.ts';

/** decision 042: every save keeps a revision of what it stored, in the save's own transaction; retention applied. */
export async function keepRevision(
  ctx: NewsContext,
  tx: Tx,
  id: string,
  by: NewsActor,
  reason: RevisionReason,
  restoredFrom?: string,
) {
  const saved = await createNewsRepository(tx).lock(id);
  if (!saved) return;
  const revisions = createNewsRevisionsRepository(tx);
  const savedAt = ctx.clock();
  await revisions.insert(saved, { savedAt, by, reason, ...(restoredFrom ? { restoredFrom } : {}) });
  await pruneRevisions(revisions, id, savedAt);
}

/**
 * decision 042: a published article whose slug changed keeps its old address as a redirect to the new one; an
 * article that is or will be public takes its address back from any redirect. In the save's transaction.
 */
export async function addressesAfterSave(
  ctx: NewsContext,
  tx: Tx,
  previous: ArticleRow['article'],
  slug: string,
  status: ArticleRow['article']['status'] | undefined,
  by: string,
) {
  if (previous.status === 'published' && previous.slug !== slug) {
    await ctx.redirects.articleMoved({ newsId: previous.id, fromSlug: previous.slug, toSlug: slug, by }, tx);
  } else if (status !== 'draft') await ctx.redirects.addressTaken(slug, tx);
}

/** A draft published or scheduled: its address is taken back from any redirect in the same transaction. */
export async function goingPublic(
  ctx: NewsContext,
  actor: NewsActor,
  a: ArticleRow['article'],
  values: Partial<NewsInsert>,
) {
  await ctx.db.transaction(async (tx) => {
    await createNewsRepository(tx).update(a.id, values);
    await ctx.redirects.addressTaken(a.slug, tx);
    await keepRevision(ctx, tx, a.id, actor, 'publish');
  });
}

/**
 * decision 042: the end time of a save. Left out, a create has none and an update keeps the stored one; a time
 * must be ahead, and after the scheduled publication.
 */
export function unpublishField(
  ctx: NewsContext,
  input: Pick<ArticleData, 'scheduledUnpublishDate'>,
  status: Pick<NewsInsert, 'status' | 'scheduledPublishDate'>,
  updating: boolean,
): Pick<NewsInsert, 'unpublishAt'> {
  if (input.scheduledUnpublishDate === undefined) return updating ? {} : { unpublishAt: null };
  if (input.scheduledUnpublishDate === null) return { unpublishAt: null };
  const date = new Date(input.scheduledUnpublishDate);
  const refuse = (message: string) =>
    badRequest(message, { scheduledUnpublishDate: message }, 'UNPUBLISH_DATE_INVALID');
  if (date <= ctx.clock()) throw refuse(UNPUBLISH_IN_PAST_MESSAGE);
  if (status.status === 'scheduled' && status.scheduledPublishDate && date <= status.scheduledPublishDate)
    throw refuse(UNPUBLISH_BEFORE_PUBLISH_MESSAGE);
  return { unpublishAt: date };
}
