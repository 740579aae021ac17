import { ImageUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import {
  type ServiceFormValues,
  type ServiceInput,
  serviceInputSchema,
} from '#domain/services/service.schema.ts';
import { SERVICE_TYPES } from '#domain/services/service-type.ts';
import { mediaUrl } from '#domain/site/media-url.rules.ts';
import { SelectField, TextareaField, TextField, useZodForm } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { SERVICE_TYPE_LABELS } from '../../lib/labels.ts';
import { serviceImageProblem, uploadServiceImage } from './services.api.ts';

export const EMPTY_SERVICE: ServiceFormValues = {
  title: '',
  description: '',
  price: '',
  type: 'web',
  image: null,
};

const TYPE_OPTIONS = SERVICE_TYPES.map((type) => ({ value: type, label: SERVICE_TYPE_LABELS[type] }));
const FIELDS = ['title', 'description', 'price', 'type', 'image'] as const;

/**
 * The service form of the add screen and the edit modal (spec 001 §2, §5): the rules and texts of the domain
 * schema; the server's per-field errors land on their fields (spec 001 §8), the first bad one focused.
 */
export function ServiceForm({
  initial = EMPTY_SERVICE,
  submitLabel,
  onSubmit,
  onCancel,
  failureMessage,
}: {
  initial?: ServiceFormValues;
  submitLabel: string;
  onSubmit: (input: ServiceInput) => Promise<void>;
  onCancel: () => void;
  /** Shown when the server refuses without per-field errors and sends no message. */
  failureMessage: string;
}) {
  const form = useZodForm(serviceInputSchema, { defaultValues: initial, mode: 'onTouched' });
  const { control, handleSubmit, setError, setFocus, reset, formState } = form;
  const image = form.watch('image');

  const submit = handleSubmit(
    async (input) => {
      try {
        await onSubmit(input);
      } catch (error) {
        const errors = error instanceof ApiError ? error.errors : undefined;
        const fields = FIELDS.filter((field) => errors?.[field]);
        if (errors && fields.length > 0) {
          for (const field of fields) setError(field, { message: errors[field] });
          setFocus(fields[0] as FieldPath<ServiceFormValues>);
          notify.error('Vui lòng kiểm tra lại thông tin nhập');
          return;
        }
        notify.error((error instanceof ApiError && error.serverMessage) || failureMessage);
      }
    },
    () => notify.error('Vui lòng kiểm tra lại thông tin nhập'),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Thông tin dịch vụ">
      <TextField control={control} name="title" label="Tiêu đề" required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={control} name="type" label="Loại dịch vụ" required options={TYPE_OPTIONS} />
        <TextField
          control={control}
          name="price"
          label="Giá dịch vụ"
          type="number"
          min="1"
          required
          hint="Số tiền VND, ví dụ: 1500000"
        />
      </div>
      <TextareaField
        control={control}
        name="description"
        label="Nội dung"
        required
        rows={6}
        hint="Mỗi dòng là một tính năng; chỉ giữ các dòng từ 10 ký tự trở lên."
      />
      <ImagePicker
        value={typeof image === 'string' ? image : null}
        onChange={(v) => form.setValue('image', v)}
      />
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <button type="button" className={buttonClass('secondary')} onClick={() => reset(initial)}>
          Đặt lại
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
          Hủy
        </button>
        <button type="submit" className={buttonClass()} disabled={formState.isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

function ImagePicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = serviceImageProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setBusy(true);
    try {
      onChange(await uploadServiceImage(file));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Không thể tải ảnh lên');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <span className="block text-sm font-medium text-slate-700">Hình ảnh</span>
      <div className="mt-1 flex items-center gap-3">
        {value && (
          <img src={mediaUrl(value) ?? ''} alt="Ảnh dịch vụ" className="h-16 w-24 rounded object-cover" />
        )}
        <label htmlFor={id} className={`${buttonClass('secondary')} cursor-pointer`}>
          <ImageUp className="size-4" aria-hidden="true" />
          {busy ? 'Đang tải ảnh...' : 'Chọn ảnh (tối đa 5MB)'}
        </label>
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {value && (
          <button type="button" className={buttonClass('secondary')} onClick={() => onChange(null)}>
            <X className="size-4" aria-hidden="true" />
            Xóa ảnh
          </button>
        )}
      </div>
    </div>
  );
}
