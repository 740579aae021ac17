import { useQuery } from '@tanstack/react-query';
import type { RevisionEntry } from '#domain/shared/revision.schema.ts';
import type { z } from '#domain/shared/zod.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** What a revision's difference answers in every area: the texts by field, and the other fields by name. */
export type RevisionDifferenceShape = { changedFields: string[] } & Record<string, unknown>;

type Envelope<T> = z.ZodType<{ success: true; data: T }>;

/**
 * An area's revisions as the shared panel reads them (decisions 042 and 053): where its items live in the API, its
 * answers' schemas, and the words it uses. Articles and products each declare one.
 */
export type RevisionsSource<Item, Difference extends RevisionDifferenceShape = RevisionDifferenceShape> = {
  /** The API address of an item: its revisions are under `{itemPath}/revisions`. */
  itemPath: (id: string) => string;
  /** The area's query key prefix (e.g. ['admin', 'news']). */
  queryKey: readonly string[];
  listSchema: Envelope<RevisionEntry[]>;
  differenceSchema: Envelope<Difference>;
  restoredSchema: Envelope<Item>;
  /** The texts compared word by word, in the form's order, with the form's labels. */
  textFields: Readonly<Record<string, string>>;
  /** The other fields a difference names, with their labels. */
  otherFieldLabels: Readonly<Record<string, string>>;
  reasonLabels: Readonly<Record<string, string>>;
  restoreQuestion: (time: string) => string;
  restored: string;
};

export const revisionKeys = {
  list: (source: Pick<RevisionsSource<unknown>, 'queryKey'>, id: string) =>
    [...source.queryKey, 'revisions', id] as const,
  diff: (source: Pick<RevisionsSource<unknown>, 'queryKey'>, id: string, revisionId: string) =>
    [...source.queryKey, 'revisions', id, revisionId, 'diff'] as const,
};

const revisionPath = (source: RevisionsSource<unknown>, id: string, revisionId: string) =>
  `${source.itemPath(id)}/revisions/${encodeURIComponent(revisionId)}`;

export function useRevisions<Item>(source: RevisionsSource<Item>, id: string) {
  return useQuery({
    queryKey: revisionKeys.list(source, id),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${source.itemPath(id)}/revisions`, { signal, schema: source.listSchema })).data,
    staleTime: 0,
  });
}

export function useRevisionDifference<Item, D extends RevisionDifferenceShape>(
  source: RevisionsSource<Item, D>,
  id: string,
  revisionId: string | null,
) {
  return useQuery({
    queryKey: revisionKeys.diff(source, id, revisionId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${revisionPath(source as RevisionsSource<unknown>, id, revisionId ?? '')}/diff`, {
          signal,
          schema: source.differenceSchema,
        })
      ).data,
    enabled: revisionId !== null,
    staleTime: 0,
  });
}

/** Brings a revision back as a new one; answers the item as it now is. */
export async function restoreRevision<Item>(
  source: RevisionsSource<Item>,
  id: string,
  revisionId: string,
): Promise<Item> {
  const path = `${revisionPath(source as RevisionsSource<unknown>, id, revisionId)}/restore`;
  return (await apiRequest(path, { method: 'POST', body: {}, schema: source.restoredSchema })).data;
}
