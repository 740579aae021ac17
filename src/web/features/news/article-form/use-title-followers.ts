import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { slugify } from '#domain/news/slug.rules.ts';
import type { ArticleFormValues, FormMode } from './article-form-values.ts';

/**
 * spec 001 §5: the slug follows the title until edited by hand, and so does the focus keyword. On the edit
 * screen both are the article's own from the start.
 */
export function useTitleFollowers(mode: FormMode, form: UseFormReturn<ArticleFormValues>) {
  const [slugTouched, setSlugTouched] = useState(mode === 'edit');
  const [keywordTouched, setKeywordTouched] = useState(mode === 'edit');
  return {
    onTitle: (title: string) => {
      if (!slugTouched) form.setValue('slug', slugify(title));
      if (!keywordTouched) form.setValue('focusKeyword', title.trim().toLowerCase());
    },
    onSlugEdited: () => setSlugTouched(true),
    onKeywordEdited: () => setKeywordTouched(true),
    reset: () => {
      setSlugTouched(false);
      setKeywordTouched(false);
    },
  };
}
