import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EDITING_MESSAGES as M } from '#domain/news/editing-messages.ts';
import type { ArticleComparison } from '#domain/news/revision.schema.ts';
import { notify } from '../../../components/admin/toast.ts';
import {
  type ArticleFormValues,
  type FormMode,
  valuesFrom,
  valuesWithAutosave,
} from '../article-form/article-form-values.ts';
import { type AdminArticle, fetchAdminArticle } from '../news.api.ts';
import { compareWithSaved, createPreviewLink, fetchAutosave } from './editing.api.ts';
import { useAutosave } from './use-autosave.ts';

type Options = {
  mode: FormMode;
  article: AdminArticle | undefined;
  readOnly: boolean;
  values: ArticleFormValues;
  /** puts values in the form (and its editor) */
  load: (values: ArticleFormValues) => void;
};

/**
 * What the edit screen does beside the form (decision 042): autosave and the offer of an unsaved version on
 * reopening, the version a save is based on and the refusal of a stale one, restored revisions, preview links.
 */
export function useArticleEditing({ mode, article, readOnly, values, load }: Options) {
  const autosaver = useAutosave(article?._id, values, !readOnly);
  const [baseVersion, setBaseVersion] = useState(article?.version);
  const [refusal, setRefusal] = useState<{ message: string; comparison: ArticleComparison } | null>(null);
  const [offerDismissed, setOfferDismissed] = useState(false);
  const offerQuery = useQuery({
    queryKey: ['admin', 'news', 'autosave', article?._id],
    queryFn: () => fetchAutosave(article?._id ?? ''),
    enabled: mode === 'edit' && Boolean(article) && !readOnly,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const offer = offerDismissed ? null : (offerQuery.data ?? null);

  /** The form now holds the article as the server has it. */
  const loadArticle = (a: AdminArticle) => {
    const next = valuesFrom(a);
    load(next);
    autosaver.settle(next);
    setBaseVersion(a.version);
  };

  return {
    autosaver,
    articleId: autosaver.id,
    /** the version a save of the edit form is based on: a save over a newer one is refused (409) */
    expectedVersion: mode === 'edit' ? baseVersion : undefined,
    offer,
    /** The unsaved version goes into the form (it is autosaved again as it changes). */
    restoreOffer() {
      if (!offer) return;
      load(valuesWithAutosave(values, offer));
      setOfferDismissed(true);
      notify.success(M.offerRestored);
    },
    dismissOffer: () => setOfferDismissed(true),
    loadArticle,
    refusal,
    /** A save refused as stale: the difference with the latest save; the next save is based on that one. */
    async refused(message: string) {
      const id = autosaver.id;
      if (!id) return;
      const comparison = await compareWithSaved(id, {
        title: values.title,
        summary: values.summary,
        content: values.content,
        metaDescription: values.metaDescription,
      });
      setBaseVersion(comparison.currentVersion);
      setRefusal({ message, comparison });
    },
    keepMine: () => setRefusal(null),
    async loadLatest() {
      const id = autosaver.id;
      setRefusal(null);
      if (id) loadArticle(await fetchAdminArticle(id));
    },
    /** A link to the public page as the form has it: the form is autosaved first (a new article gets its draft). */
    async previewLink() {
      const { id, kept } = await autosaver.flush();
      return id ? createPreviewLink(id, kept ? 'autosave' : 'article') : null;
    },
  };
}

export type ArticleEditing = ReturnType<typeof useArticleEditing>;
