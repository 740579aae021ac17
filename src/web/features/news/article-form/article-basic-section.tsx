import type { UseFormReturn } from 'react-hook-form';
import { NEWS_TYPES, newsTypeLabel } from '#domain/news/news-type.rules.ts';
import { charLength, countWords } from '#domain/news/seo.rules.ts';
import { sanitizeSlug, slugStatus } from '#domain/news/slug.rules.ts';
import { SelectField, TextareaField, TextField } from '../../../components/admin/form-fields.tsx';
import type { ArticleFormValues } from './article-form-values.ts';
import { FormSection } from './form-section.tsx';
import type { useTitleFollowers } from './use-title-followers.ts';

const TYPE_OPTIONS = NEWS_TYPES.map((type) => ({ value: type, label: newsTypeLabel(type) }));
const warnWhen = (warn: boolean) => `text-xs ${warn ? 'text-amber-600' : 'text-slate-500'}`;

type Props = {
  form: UseFormReturn<ArticleFormValues>;
  values: ArticleFormValues;
  followers: ReturnType<typeof useTitleFollowers>;
};

/** spec 001 §2 basic info: title (30-60 characters), slug, type, summary (50-150 words, 900 characters). */
export function ArticleBasicSection({ form, values, followers }: Props) {
  const titleLength = charLength(values.title);
  const summaryWords = countWords(values.summary);
  const slugGood = slugStatus(values.slug, values.focusKeyword) === 'good';
  return (
    <FormSection title="Thông tin cơ bản">
      <TextField
        control={form.control}
        name="title"
        label="Tiêu đề"
        required
        onValueChange={followers.onTitle}
        hint={
          <p
            className={warnWhen(titleLength > 0 && (titleLength < 30 || titleLength > 60))}
            data-testid="title-counter"
          >
            {titleLength}/60 {titleLength > 0 && titleLength < 30 && '· Tiêu đề hơi ngắn (nên 30-60 ký tự)'}
            {titleLength > 60 && '· Tiêu đề quá dài (nên 30-60 ký tự)'}
          </p>
        }
      />
      <TextField
        control={form.control}
        name="slug"
        label="Slug (URL)"
        transform={(value) => value.toLowerCase().replace(/[^a-z0-9-]/g, '')}
        onValueChange={followers.onSlugEdited}
        onBlur={() => form.setValue('slug', sanitizeSlug(form.getValues('slug')))}
        hint={
          <p
            className={`text-xs ${slugGood ? 'text-emerald-600' : 'text-amber-600'}`}
            data-testid="slug-status"
          >
            {slugGood
              ? 'Slug tốt'
              : 'Cần cải thiện: slug nên dài 10-60 ký tự, chỉ gồm a-z, 0-9, dấu gạch ngang và chứa từ khóa chính'}
          </p>
        }
      />
      <SelectField control={form.control} name="type" label="Loại tin tức" required options={TYPE_OPTIONS} />
      <TextareaField
        control={form.control}
        name="summary"
        label="Tóm tắt"
        required
        maxLength={900}
        hint={
          <p className={warnWhen(summaryWords > 0 && (summaryWords < 50 || summaryWords > 150))}>
            {summaryWords} từ · {charLength(values.summary)}/900 ký tự (nên 50-150 từ)
          </p>
        }
      />
    </FormSection>
  );
}
