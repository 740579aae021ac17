import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { suggestFocusKeyword } from '#domain/news/seo.rules.ts';
import { slugify } from '#domain/news/slug.rules.ts';
import type { ArticleFormValues, FormMode } from './article-form-values.ts';

/**
 * spec 001 §5: the slug follows the title until edited by hand, and so does the focus keyword: a short phrase of
 * the title that the content repeats (decision 034), suggested again as the title or the content changes. On
 * the edit screen both are the article's own from the start.
 */
export function useTitleFollowers(mode: FormMode, form: UseFormReturn<ArticleFormValues>) {
  const [slugTouched, setSlugTouched] = useState(mode === 'edit');
  const [keywordTouched, setKeywordTouched] = useState(mode === 'edit');
  const suggestKeyword = (title: string, content: string) => {
    if (!keywordTouched) form.setValue('focusKeyword', suggestFocusKeyword(title, content));
  };
  return {
    onTitle: (title: string) => {
      if (!slugTouched) form.setValue('slug', slugify(title));
      suggestKeyword(title, form.getValues('content'));
    },
    onContent: (content: string) => suggestKeyword(form.getValues('title'), content),
    onSlugEdited: () => setSlugTouched(true),
    onKeywordEdited: () => setKeywordTouched(true),
    reset: () => {
      setSlugTouched(false);
      setKeywordTouched(false);
    },
  };
}
