import { useCallback, useEffect, useRef, useState } from 'react';
import { type ArticleFormValues, hasArticleContent } from '../article-form/article-form-values.ts';
import { type AutosaveFields, autosave } from './editing.api.ts';

// decision 042: a closed tab or a crash loses at most this much typing
export const AUTOSAVE_EVERY_MS = 3000;

const fieldsOf = (v: ArticleFormValues): AutosaveFields => ({
  title: v.title,
  slug: v.slug,
  summary: v.summary,
  content: v.content,
  image: v.image,
  type: v.type,
  focusKeyword: v.focusKeyword,
  keywords: v.keywords,
  metaDescription: v.metaDescription,
});
const textOf = (v: ArticleFormValues) => JSON.stringify(fieldsOf(v));
// a new article is created by its first autosave only once something is written in it
const hasText = (f: AutosaveFields) =>
  hasArticleContent(f.content) || [f.title, f.summary, f.metaDescription].some((text) => text.trim() !== '');

/**
 * Autosave (decision 042): every 3 s, when the form differs from what was last kept, its text goes to the server,
 * apart from the article (nothing is published). Calls never overlap, and a save first waits for the one running
 * (`idle`) and pauses the next. A new article's first autosave creates its draft; its id is kept for the next ones.
 */
export function useAutosave(articleId: string | undefined, values: ArticleFormValues, enabled: boolean) {
  const [id, setId] = useState(articleId);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const idRef = useRef(articleId);
  const sent = useRef(textOf(values));
  const paused = useRef(false);
  // whether the server holds an autosave of this form since it was loaded or last saved
  const kept = useRef(false);
  const running = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(values);
  latest.current = values;
  // a reader without the right to change the article keeps nothing (the server would refuse it)
  const allowed = useRef(enabled);
  allowed.current = enabled;

  const send = useCallback(async () => {
    const fields = fieldsOf(latest.current);
    const text = JSON.stringify(fields);
    if (!allowed.current || paused.current || text === sent.current || (!idRef.current && !hasText(fields)))
      return;
    try {
      const answer = await autosave(idRef.current, fields);
      sent.current = text;
      kept.current = true;
      idRef.current = answer.articleId;
      setId(answer.articleId);
      setSavedAt(answer.savedAt);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  /** Keeps the form now if it changed (one call at a time): the article's id once there is one, and whether an
   * autosave of this form is on the server. */
  const flush = useCallback(async () => {
    running.current = running.current.then(send);
    await running.current;
    return { id: idRef.current, kept: kept.current };
  }, [send]);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => void flush(), AUTOSAVE_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [enabled, flush]);

  return {
    id,
    savedAt,
    failed,
    flush,
    /** Before a save: no autosave runs or starts until `resume` or `settle`; answers the article's id. */
    async pause() {
      paused.current = true;
      await running.current;
      return idRef.current;
    },
    resume() {
      paused.current = false;
    },
    /** The server has these values (a save, a restore, a fresh form): nothing to keep until they change. */
    settle(settled: ArticleFormValues, forget = false) {
      sent.current = textOf(settled);
      kept.current = false;
      paused.current = false;
      if (forget) {
        idRef.current = undefined;
        setId(undefined);
      }
      setSavedAt(null);
    },
  };
}

export type Autosaver = ReturnType<typeof useAutosave>;
