import { useQuery } from '@tanstack/react-query';
import { articleResponseSchema } from '#domain/news/article.schema.ts';
import {
  type AutosaveInput,
  autosaveKeptResponseSchema,
  autosaveResponseSchema,
} from '#domain/news/autosave.schema.ts';
import {
  ARTICLE_FIELD_LABELS,
  EDITING_MESSAGES,
  REVISION_REASON_LABELS,
  TEXT_FIELD_LABELS,
} from '#domain/news/editing-messages.ts';
import {
  type ArticleCompare,
  articleComparisonResponseSchema,
  revisionDifferenceResponseSchema,
  revisionListResponseSchema,
} from '#domain/news/revision.schema.ts';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import { type PreviewLink, previewLinkResponseSchema } from '#domain/shared/preview.schema.ts';
import { z } from '#domain/shared/zod.ts';
import type { RevisionsSource } from '../../../components/admin/revisions/revisions.api.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AdminArticle } from '../news.api.ts';

// The edit screen's calls while it is open (decision 042): autosave, presence, revisions, comparison, previews.

const article = (id: string) => `/api/news/${encodeURIComponent(id)}`;

export type AutosaveFields = Pick<
  AutosaveInput,
  | 'title'
  | 'slug'
  | 'summary'
  | 'content'
  | 'image'
  | 'type'
  | 'focusKeyword'
  | 'keywords'
  | 'metaDescription'
>;

/** Keeps the form; a new article's first autosave creates its draft. Answers the article's id and the time. */
export async function autosave(id: string | undefined, fields: AutosaveFields) {
  const body = await apiRequest(id ? `${article(id)}/autosave` : '/api/news/autosave', {
    method: id ? 'PUT' : 'POST',
    body: fields,
    schema: autosaveKeptResponseSchema,
  });
  return body.data;
}

/** This account's unsaved version of the article when it is newer than its last save, else null. */
export async function fetchAutosave(id: string) {
  return (await apiRequest(`${article(id)}/autosave`, { schema: autosaveResponseSchema })).data;
}

const presentSchema = dataEnvelope(
  z.array(z.object({ _id: z.string(), fullName: z.string(), seenAt: z.string() })),
);

// the heartbeat: the server forgets an editor 30 s after their last one
const PRESENCE_BEAT_MS = 10_000;

/** Who else has the article open, beating every 10 s while the screen is open. */
export function usePresence(id: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'news', 'presence', id],
    queryFn: async () =>
      (await apiRequest(`${article(id ?? '')}/presence`, { method: 'POST', body: {}, schema: presentSchema }))
        .data,
    enabled: Boolean(id),
    refetchInterval: PRESENCE_BEAT_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

/** An article's revisions for the shared panel (decision 042). */
export const newsRevisions: RevisionsSource<AdminArticle> = {
  itemPath: article,
  queryKey: ['admin', 'news'],
  listSchema: revisionListResponseSchema,
  differenceSchema: revisionDifferenceResponseSchema,
  restoredSchema: articleResponseSchema,
  textFields: TEXT_FIELD_LABELS,
  otherFieldLabels: ARTICLE_FIELD_LABELS,
  reasonLabels: REVISION_REASON_LABELS,
  restoreQuestion: EDITING_MESSAGES.restoreQuestion,
  restored: EDITING_MESSAGES.restored,
};

/** The form's text against the article as last saved (after a save refused as stale). */
export async function compareWithSaved(id: string, edited: ArticleCompare) {
  return (
    await apiRequest(`${article(id)}/compare`, {
      method: 'POST',
      body: edited,
      schema: articleComparisonResponseSchema,
    })
  ).data;
}

/** A signed link to the article as saved, or as this account's newest autosave has it. */
export async function createPreviewLink(id: string, source: 'article' | 'autosave'): Promise<PreviewLink> {
  return (
    await apiRequest(`${article(id)}/preview`, {
      method: 'POST',
      body: { source },
      schema: previewLinkResponseSchema,
    })
  ).data;
}
