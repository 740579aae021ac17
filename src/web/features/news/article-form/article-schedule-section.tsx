import type { UseFormReturn } from 'react-hook-form';
import { EDITING_MESSAGES } from '#domain/news/editing-messages.ts';
import { TextField } from '../../../components/admin/form-fields.tsx';
import { minScheduleValue } from '../schedule.ts';
import type { ArticleFormValues, PublishOption } from './article-form-values.ts';
import { FormSection } from './form-section.tsx';

const OPTIONS: ReadonlyArray<readonly [PublishOption, string]> = [
  ['now', 'Đăng ngay'],
  ['schedule', 'Hẹn giờ đăng'],
  ['draft', 'Lưu bản nháp'],
];

type Props = { form: UseFormReturn<ArticleFormValues>; values: ArticleFormValues };

/**
 * spec 001 §2 publish schedule: now, schedule (at least 5 minutes ahead) or save as draft; and, decision 042, an
 * optional end time after which the article leaves the public site.
 */
export function ArticleScheduleSection({ form, values }: Props) {
  const choose = (option: PublishOption) => {
    form.setValue('publishOption', option);
    // spec 001 §4: choosing schedule with no date prefills the minimum allowed time
    if (option === 'schedule' && !values.scheduleAt) form.setValue('scheduleAt', minScheduleValue());
  };
  return (
    <FormSection title="Lịch đăng bài">
      <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label="Tùy chọn đăng bài">
        {OPTIONS.map(([option, label]) => (
          <label key={option} className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="publishOption"
              value={option}
              checked={values.publishOption === option}
              onChange={() => choose(option)}
            />
            {label}
          </label>
        ))}
      </div>
      {values.publishOption === 'schedule' && (
        <div className="max-w-xs">
          <TextField
            control={form.control}
            name="scheduleAt"
            label="Thời gian đăng"
            type="datetime-local"
            min={minScheduleValue()}
          />
        </div>
      )}
      <div className="max-w-xs">
        <TextField
          control={form.control}
          name="unpublishAt"
          label={EDITING_MESSAGES.unpublishLabel}
          hint={EDITING_MESSAGES.unpublishHint}
          type="datetime-local"
        />
      </div>
    </FormSection>
  );
}
