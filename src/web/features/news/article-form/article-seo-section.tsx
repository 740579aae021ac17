import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { charLength, type SeoAnalysis } from '#domain/news/seo.rules.ts';
import { inputClass, TextareaField, TextField } from '../../../components/admin/form-fields.tsx';
import { notify } from '../../../components/admin/toast.ts';
import { buttonClass } from '../../../components/ui/modal.tsx';
import { searchKeywords } from '../news.api.ts';
import { type ArticleFormValues, densityLabel } from './article-form-values.ts';
import { FormSection } from './form-section.tsx';
import type { useTitleFollowers } from './use-title-followers.ts';

type Props = {
  form: UseFormReturn<ArticleFormValues>;
  values: ArticleFormValues;
  analysis: SeoAnalysis | null;
  followers: ReturnType<typeof useTitleFollowers>;
};

/** spec 001 §2 SEO: focus keyword with its density, related keywords (Enter adds), meta description. */
export function ArticleSeoSection({ form, values, analysis, followers }: Props) {
  const metaLength = charLength(values.metaDescription);
  return (
    <FormSection title="SEO">
      <TextField
        control={form.control}
        name="focusKeyword"
        label="Từ khóa chính"
        onValueChange={followers.onKeywordEdited}
        hint={
          analysis &&
          values.focusKeyword.trim() && (
            <p data-testid="keyword-density">
              Mật độ từ khóa: {analysis.keywordDensity}% ({densityLabel(analysis.keywordDensity)}, tối ưu
              0.5-2.5%)
            </p>
          )
        }
      />
      <RelatedKeywords form={form} values={values} />
      <TextareaField
        control={form.control}
        name="metaDescription"
        label="Mô tả meta"
        hint={
          <p
            className={metaLength > 0 && (metaLength < 120 || metaLength > 160) ? 'text-amber-600' : ''}
            data-testid="meta-counter"
          >
            {metaLength}/160 (nên 120-160 ký tự)
          </p>
        }
      />
    </FormSection>
  );
}

/** Related keywords: typed and added with Enter without duplicates (spec 001 §5), or found on the server. */
function RelatedKeywords({ form, values }: Omit<Props, 'analysis' | 'followers'>) {
  const id = useId();
  const [input, setInput] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const keywords = values.keywords;

  const add = (word: string) => {
    const keyword = word.trim();
    if (!keyword) return;
    const exists = keywords.some((item) => item.toLowerCase() === keyword.toLowerCase());
    if (!exists) form.setValue('keywords', [...keywords, keyword]);
    setInput('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add(input);
  };
  const find = async () => {
    const term = (input || values.focusKeyword).trim();
    if (!term) {
      notify.warning('Vui lòng nhập từ khóa để tìm kiếm');
      return;
    }
    try {
      const found = await searchKeywords(term);
      setSuggestions(found.filter((word) => !keywords.includes(word)));
      notify.success('Tìm kiếm từ khóa thành công!');
    } catch {
      notify.error('Không thể tìm kiếm từ khóa. Vui lòng thử lại.');
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Từ khóa liên quan (nhấn Enter để thêm)
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          type="text"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          onKeyDown={onKey}
          className={`${inputClass} mt-0`}
        />
        <button
          type="button"
          onClick={() => void find()}
          className={`${buttonClass('secondary')} whitespace-nowrap`}
        >
          <Search className="size-4" aria-hidden="true" />
          Gợi ý
        </button>
      </div>
      {keywords.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Từ khóa liên quan">
          {keywords.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs text-brand-700"
            >
              {keyword}
              <button
                type="button"
                aria-label={`Xóa từ khóa ${keyword}`}
                onClick={() =>
                  form.setValue(
                    'keywords',
                    keywords.filter((item) => item !== keyword),
                  )
                }
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2 text-xs">
          {suggestions.map((word) => (
            <button
              key={word}
              type="button"
              className="rounded-full border border-slate-300 px-3 py-1 hover:bg-slate-50"
              onClick={() => {
                add(word);
                setSuggestions((list) => list.filter((item) => item !== word));
              }}
            >
              + {word}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
