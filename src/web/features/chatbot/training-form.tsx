import { useQueryClient } from '@tanstack/react-query';
import {
  CATEGORY_LABELS,
  PRIORITY_DEFAULT,
  STATUS_LABELS,
  TRAINING_CATEGORIES,
  TRAINING_MESSAGES,
  TRAINING_STATUSES,
  type TrainingInput,
  type TrainingItem,
  trainingInputSchema,
} from '#domain/chat/chatbot.schema.ts';
import type { z } from '#domain/shared/zod.ts';
import { SelectField, TextField, useZodForm } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { RichTextEditor } from '../news/editor/rich-text-editor.tsx';
import { chatbotKeys, saveTraining } from './chatbot.api.ts';
import { TestBox } from './test-box.tsx';

type FormValues = z.input<typeof trainingInputSchema>;

const CATEGORY_OPTIONS = TRAINING_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
const STATUS_OPTIONS = TRAINING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** What the form opens with: an item to edit, a queued question to answer, or nothing. */
export type TrainingFormTarget =
  | { kind: 'new' }
  | { kind: 'edit'; item: TrainingItem }
  | { kind: 'unanswered'; id: string; question: string };

function initialValues(target: TrainingFormTarget): FormValues {
  if (target.kind === 'edit') {
    const { item } = target;
    return {
      pattern: item.pattern,
      keywords: item.keywords.join(', '),
      category: item.category,
      priority: item.priority,
      status: item.status,
      response: { text: item.response.text, suggestions: item.response.suggestions.join(', ') },
    };
  }
  return {
    pattern: target.kind === 'unanswered' ? target.question : '',
    keywords: '',
    category: '',
    priority: PRIORITY_DEFAULT,
    status: 'active',
    response: { text: '', suggestions: '' },
    // the empty choice 'Chọn danh mục' until the admin picks one (the schema refuses it with its message)
  } as unknown as FormValues;
}

/**
 * The training item form of spec 002 §2 and §5: pattern, keywords and category required, priority 1–10 (default
 * 5), keywords and suggestions comma-separated, the answer in the news editor; a test box that includes the draft.
 */
export function TrainingForm({ target, onDone }: { target: TrainingFormTarget; onDone: () => void }) {
  const queryClient = useQueryClient();
  const initial = initialValues(target);
  const form = useZodForm(trainingInputSchema, { defaultValues: initial, mode: 'onTouched' });
  const { control, handleSubmit, formState, setValue, getValues } = form;

  const submit = handleSubmit(
    async (input: TrainingInput) => {
      try {
        const saved = await saveTraining(input, {
          ...(target.kind === 'edit' ? { id: target.item._id } : {}),
          ...(target.kind === 'unanswered' ? { unansweredId: target.id } : {}),
        });
        notify.success(
          saved.message ?? (target.kind === 'edit' ? TRAINING_MESSAGES.updated : TRAINING_MESSAGES.created),
        );
        await queryClient.invalidateQueries({ queryKey: chatbotKeys.all });
        onDone();
      } catch (error) {
        notify.error((error instanceof ApiError && error.serverMessage) || TRAINING_MESSAGES.saveFailed);
      }
    },
    () => notify.error('Vui lòng kiểm tra lại thông tin nhập'),
  );

  const draft = () => {
    const parsed = trainingInputSchema.safeParse(getValues());
    return parsed.success ? parsed.data : null;
  };
  const answerError = formState.errors.response?.text?.message;

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Dữ liệu huấn luyện">
        <TextField control={control} name="pattern" label="Câu hỏi mẫu" required />
        <TextField
          control={control}
          name="keywords"
          label="Từ khóa"
          required
          hint="Phân cách bằng dấu phẩy, ví dụ: giá, báo giá, bao nhiêu tiền"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            control={control}
            name="category"
            label="Danh mục"
            required
            options={[{ value: '', label: 'Chọn danh mục' }, ...CATEGORY_OPTIONS]}
          />
          <TextField
            control={control}
            name="priority"
            label="Độ ưu tiên (1–10)"
            type="number"
            min="1"
            step="1"
          />
          <SelectField control={control} name="status" label="Trạng thái" options={STATUS_OPTIONS} />
        </div>
        <div>
          <p className="font-medium text-slate-700 text-sm">
            Câu trả lời <span aria-hidden="true">*</span>
          </p>
          <div className="mt-1 rounded-md border border-slate-300">
            <RichTextEditor
              initialContent={initial.response.text}
              seoScore={null}
              label="Câu trả lời"
              onChange={({ html }) => setValue('response.text', html, { shouldDirty: true })}
            />
          </div>
          {answerError && (
            <p role="alert" className="mt-1 text-red-700 text-sm">
              {answerError}
            </p>
          )}
        </div>
        <TextField
          control={control}
          name="response.suggestions"
          label="Gợi ý"
          hint="Các câu gợi ý hiện dưới câu trả lời, phân cách bằng dấu phẩy"
        />
        <div className="flex justify-end gap-2 border-slate-200 border-t pt-4">
          <button type="button" className={buttonClass('secondary')} onClick={onDone}>
            Hủy
          </button>
          <button type="submit" className={buttonClass()} disabled={formState.isSubmitting}>
            {target.kind === 'edit' ? 'Cập nhật' : 'Thêm mới'}
          </button>
        </div>
      </form>
      <TestBox draft={draft} title="Thử với bản nháp này" />
    </div>
  );
}
