import { ARTICLE_ACTION_VERBS } from '#domain/news/article-state.rules.ts';
import {
  AUTOSAVE_TOO_FAST_MESSAGE,
  type Autosave,
  type AutosaveInput,
} from '#domain/news/autosave.schema.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { WindowCounter } from '../../lib/window-counter.ts';
import type { NewsService } from './news.service.ts';
import { type AutosaveRow, createNewsAutosaveRepository } from './news-autosave.repository.ts';

type NewsActor = Parameters<NewsService['update']>[0];

/** Per account: an editor's browser autosaves every few seconds; more than one a second is a loop, not typing. */
export const AUTOSAVE_BUDGET = { perAccount: 60, windowMs: 60_000 };

// PostgreSQL text holds no NUL character; nothing an editor types is one
const storable = (value: string) => value.replaceAll('\0', '');

const toAutosave = (row: AutosaveRow): Autosave => ({
  articleId: row.newsId,
  savedAt: row.savedAt.toISOString(),
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  content: row.content,
  image: row.image,
  type: row.type,
  focusKeyword: row.focusKeyword,
  keywords: row.keywords,
  metaDescription: row.metaDescription,
});

/**
 * Autosave (decisions 042, 052): the form as it stands, per article and account, kept apart from the article
 * (nothing is published by it). Kept as sent, within the schema's bounds, and cleaned when it is read back (the
 * repository's reads): an autosave every 3 s from every editor costs the one process little, so the visitors' pages
 * wait little behind it. The first autosave of a new article creates its draft.
 */
export function createNewsAutosaveService(deps: {
  db: Db;
  clock: () => Date;
  news: Pick<NewsService, 'get' | 'startDraft' | 'editableId'>;
  counters: Pick<WindowCounter, 'add'>;
}) {
  const { clock, news, counters } = deps;
  const repo = createNewsAutosaveRepository(deps.db);

  async function withinBudget(actor: NewsActor) {
    const calls = await counters.add(`news-autosave:${actor.id}`, AUTOSAVE_BUDGET.windowMs);
    if (calls > AUTOSAVE_BUDGET.perAccount)
      throw new AppError('RATE_LIMITED', 429, AUTOSAVE_TOO_FAST_MESSAGE);
  }

  async function store(articleId: string, actor: NewsActor, input: AutosaveInput) {
    const row: AutosaveRow = {
      newsId: articleId,
      accountId: actor.id,
      savedAt: clock(),
      title: storable(input.title),
      slug: storable(input.slug),
      summary: storable(input.summary),
      content: storable(input.content),
      image: storable(input.image),
      type: storable(input.type),
      focusKeyword: storable(input.focusKeyword),
      keywords: input.keywords.map(storable),
      metaDescription: storable(input.metaDescription),
    };
    await repo.put(row);
    return { articleId, savedAt: row.savedAt.toISOString() };
  }

  return {
    /** PUT /news/{id}/autosave: only on an article this account may change, not in the trash. */
    async keep(actor: NewsActor, idOrSlug: string, input: AutosaveInput) {
      await withinBudget(actor);
      // the rights check reads the article's author and trash mark only, not its body (decision 052)
      return store(await news.editableId(actor, idOrSlug, ARTICLE_ACTION_VERBS.edit), actor, input);
    },

    /** POST /news/autosave: a new article's first autosave creates its draft, then keeps the form on it. */
    async start(actor: NewsActor, input: AutosaveInput) {
      await withinBudget(actor);
      const draft = await news.startDraft(actor, input.title);
      return store(draft._id, actor, input);
    },

    /** This account's unsaved version, unless the article was saved after it. */
    async latest(actor: NewsActor, idOrSlug: string): Promise<Autosave | null> {
      const article = await news.get(idOrSlug, actor);
      const row = await repo.find(article._id, actor.id);
      // a new article's draft and its first autosave share their time: that autosave is offered
      if (!row || row.savedAt.getTime() < new Date(article.updatedAt).getTime()) return null;
      return toAutosave(row);
    },
  };
}

export type NewsAutosaveService = ReturnType<typeof createNewsAutosaveService>;
