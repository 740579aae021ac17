import { useEffect, useState } from 'react';
import { analyzeSeo, type SeoAnalysis } from '#domain/news/seo.rules.ts';
import { type ArticleFormValues, hasArticleContent } from './article-form-values.ts';

// spec 001 §9: the SEO analysis waits 500 ms after the last change
const SEO_DEBOUNCE_MS = 500;

/**
 * The shared SEO rule run in the browser (decision 007): 500 ms after the last change, only when the title
 * and the content exist (spec 001 §7). The server scores again on save.
 */
export function useSeoAnalysis(values: ArticleFormValues): SeoAnalysis | null {
  const [analysis, setAnalysis] = useState<SeoAnalysis | null>(null);
  const { title, content, metaDescription, focusKeyword, slug, image, summary, keywords } = values;
  const ready = Boolean(title?.trim()) && hasArticleContent(content ?? '');

  useEffect(() => {
    if (!ready) {
      setAnalysis(null);
      return;
    }
    const timer = window.setTimeout(() => {
      setAnalysis(
        analyzeSeo({ title, content, metaDescription, focusKeyword, slug, image, summary, keywords }),
      );
    }, SEO_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [ready, title, content, metaDescription, focusKeyword, slug, image, summary, keywords]);

  return analysis;
}
