import { type Article, type ArticleData, STALE_ARTICLE_MESSAGE } from '#domain/news/article.schema.ts';
import { ARTICLE_ACTION_VERBS } from '#domain/news/article-state.rules.ts';
import { staleVersionDetail, UNTITLED_DRAFT_TITLE } from '#domain/news/editing-messages.ts';
import type { RevisionReason } from '#domain/news/revision.schema.ts';
import { slugify } from '#domain/news/slug.rules.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import { toPlainText } from '../../lib/html-sanitiser.ts';
import { createNewsRepository } from './news.repository.ts';
import {
  cleanFields,
  loadManaged,
  type NewsActor,
  type NewsContext,
  refuseDeleted,
  reload,
  statusFields,
  uniqueSlug,
  withSlugRetry,
} from './news-articles.ts';
import { createNewsAutosaveRepository } from './news-autosave.repository.ts';
import { addressesAfterSave, keepRevision, unpublishField } from './news-saves.ts';

/** What a save adds to an update (decision 042): why it was made, and its own writes in the same transaction. */
export type SaveOptions = {
  reason?: RevisionReason;
  restoredFrom?: string;
  within?: (tx: Tx) => Promise<void>;
};

/** POST /news and POST /news/draft: a new article by the signed-in account, with its first revision. */
export async function createArticle(
  ctx: NewsContext,
  actor: NewsActor,
  input: ArticleData,
): Promise<Article> {
  const id = await withSlugRetry(async () => {
    const { fields, seo } = await cleanFields(ctx, input);
    const status = statusFields(ctx, input, seo);
    const ending = unpublishField(ctx, input, status, false);
    return ctx.db.transaction(async (tx) => {
      const id = await createNewsRepository(tx).insert({
        ...fields,
        ...status,
        ...ending,
        authorId: actor.id,
        authorName: actor.fullName,
      });
      if (status.status !== 'draft') await ctx.redirects.addressTaken(fields.slug, tx);
      await keepRevision(ctx, tx, id, actor, 'create');
      return id;
    });
  });
  return reload(ctx, id);
}

/**
 * A new article's first autosave (decision 042): a draft with the title typed so far, kept with none of the
 * form's checks (the save checks them). Its revision is its creation.
 */
export async function startDraft(ctx: NewsContext, actor: NewsActor, typedTitle: string): Promise<Article> {
  const title = toPlainText(typedTitle).normalize('NFC') || UNTITLED_DRAFT_TITLE;
  const id = await withSlugRetry(async () => {
    const slug = await uniqueSlug(ctx, slugify(title));
    return ctx.db.transaction(async (tx) => {
      const id = await createNewsRepository(tx).insert({
        title,
        slug,
        status: 'draft',
        authorId: actor.id,
        authorName: actor.fullName,
        // the service's clock, as the autosave it comes with: the autosave is newer than this save
        createdAt: ctx.clock(),
        updatedAt: ctx.clock(),
      });
      await keepRevision(ctx, tx, id, actor, 'create');
      return id;
    });
  });
  return reload(ctx, id);
}

/**
 * PUT /news/{id}: the full form; the status may change as on create. A restore of a revision is an update too
 * (decision 042): `save` names it and adds its own writes (the audit entry) to the transaction.
 */
export async function updateArticle(
  ctx: NewsContext,
  actor: NewsActor,
  idOrSlug: string,
  input: ArticleData,
  save: SaveOptions = {},
): Promise<Article> {
  const row = await loadManaged(ctx, actor, idOrSlug, ARTICLE_ACTION_VERBS.edit);
  refuseDeleted(row);
  const id = row.article.id;
  await withSlugRetry(async () => {
    const { fields, seo } = await cleanFields(ctx, input, id);
    await ctx.db.transaction(async (tx) => {
      const r = createNewsRepository(tx);
      const previous = (await r.lock(id)) ?? row.article;
      // decision 042: never overwrite a save this form did not see (the row is locked: one of two wins)
      if (input.expectedVersion !== undefined && input.expectedVersion !== previous.version) {
        throw new AppError('STALE_ARTICLE', 409, STALE_ARTICLE_MESSAGE, {
          expectedVersion: staleVersionDetail(previous.version, previous.updatedAt.toISOString()),
        });
      }
      const status = statusFields(ctx, input, seo, previous);
      await r.update(id, {
        ...fields,
        ...status,
        ...unpublishField(ctx, input, status, true),
        updatedAt: ctx.clock(),
      });
      await addressesAfterSave(ctx, tx, previous, fields.slug, status.status, actor.id);
      await keepRevision(ctx, tx, id, actor, save.reason ?? 'update', save.restoredFrom);
      // decision 042: what this account had autosaved is now saved (or given up for this save)
      await createNewsAutosaveRepository(tx).clear(id, actor.id);
      await save.within?.(tx);
    });
  });
  return reload(ctx, id);
}
