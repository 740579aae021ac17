import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { type Control, useController, useFieldArray } from 'react-hook-form';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import {
  type BusinessCalendarInput,
  businessCalendarSchema,
  businessCalendarViewSchema,
  BUSINESS_HOURS_MESSAGES as M,
} from '#domain/site/business-hours.schema.ts';
import type { BusinessCalendar } from '#domain/site/business-hours.ts';
import { inputClass, useZodForm } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { apiRequest } from '../../lib/api-client.ts';

const ENDPOINT = '/api/admin/system/business-hours';
const answer = dataEnvelope(businessCalendarViewSchema);
// Monday first, as a Vietnamese week is read
const WEEK: Array<{ day: number; label: string }> = [
  { day: 1, label: 'T2' },
  { day: 2, label: 'T3' },
  { day: 3, label: 'T4' },
  { day: 4, label: 'T5' },
  { day: 5, label: 'T6' },
  { day: 6, label: 'T7' },
  { day: 0, label: 'CN' },
];

function DaysField({ control, index }: { control: Control<BusinessCalendarInput>; index: number }) {
  const { field, fieldState } = useController({ control, name: `hours.${index}.days` });
  const days = (field.value ?? []) as number[];
  return (
    <fieldset className="min-w-0">
      <legend className="text-slate-700 text-sm">Ngày</legend>
      <div className="flex flex-wrap gap-2">
        {WEEK.map(({ day, label }) => (
          <label key={day} className="flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={days.includes(day)}
              onChange={(e) =>
                field.onChange(e.target.checked ? [...days, day] : days.filter((d) => d !== day))
              }
            />
            {label}
          </label>
        ))}
      </div>
      {fieldState.error && <p className="text-red-600 text-xs">{fieldState.error.message}</p>}
    </fieldset>
  );
}

/** Hệ thống: the business hours the live chat widget follows (Vietnam time), saved for every process at once. */
export function BusinessHoursForm() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: ['admin', 'business-hours'],
    queryFn: async ({ signal }) => (await apiRequest(ENDPOINT, { signal, schema: answer })).data,
  });
  const form = useZodForm(businessCalendarSchema, { defaultValues: { hours: [], holidays: [] } });
  const { control, register, handleSubmit, reset, formState } = form;
  const hours = useFieldArray({ control, name: 'hours' });
  const holidays = useFieldArray({ control, name: 'holidays' });
  useEffect(() => {
    if (query.data) reset(query.data as BusinessCalendarInput);
  }, [query.data, reset]);
  const save = useMutation({
    mutationFn: async (body: BusinessCalendar) =>
      (await apiRequest(ENDPOINT, { method: 'PUT', body, schema: answer })).data,
    onSuccess: (data) => {
      notify.success(M.saved);
      client.setQueryData(['admin', 'business-hours'], data);
    },
    onError: (error) => notify.error(error instanceof Error ? error.message : 'Không thể lưu giờ làm việc'),
  });
  const errors = formState.errors;

  return (
    <section
      aria-labelledby="system-business-hours"
      className="rounded-xl bg-white p-5 shadow-sm lg:col-span-2"
    >
      <h2 id="system-business-hours" className="mb-1 font-semibold text-lg text-slate-900">
        Giờ làm việc
      </h2>
      <p className="mb-3 text-slate-600 text-sm">
        Giờ Việt Nam. Ngoài các khung giờ này và trong ngày nghỉ, khung chat báo khi nào có nhân viên trả lời.
      </p>
      <form onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-4" noValidate>
        <fieldset className="space-y-3">
          <legend className="font-medium text-slate-800 text-sm">Khung giờ trong tuần</legend>
          {hours.fields.map((f, i) => (
            <div
              key={f.id}
              className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 p-3"
              data-testid="hours-span"
            >
              <DaysField control={control} index={i} />
              <label className="text-sm">
                Từ
                <input type="time" {...register(`hours.${i}.from`)} className={inputClass} />
              </label>
              <label className="text-sm">
                Đến
                <input type="time" {...register(`hours.${i}.to`)} className={inputClass} />
              </label>
              <button type="button" className={buttonClass('secondary')} onClick={() => hours.remove(i)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Xóa khung giờ
              </button>
              {(errors.hours?.[i]?.from ?? errors.hours?.[i]?.to) && (
                <p role="alert" className="w-full text-red-600 text-xs">
                  {(errors.hours?.[i]?.from ?? errors.hours?.[i]?.to)?.message}
                </p>
              )}
            </div>
          ))}
          {errors.hours?.message && (
            <p role="alert" className="text-red-600 text-xs">
              {errors.hours.message}
            </p>
          )}
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => hours.append({ days: [1, 2, 3, 4, 5], from: '08:00', to: '17:00' })}
          >
            <Plus className="size-4" aria-hidden="true" />
            Thêm khung giờ
          </button>
        </fieldset>
        <fieldset className="space-y-3">
          <legend className="font-medium text-slate-800 text-sm">Ngày nghỉ</legend>
          {holidays.fields.map((f, i) => (
            <div key={f.id} className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 p-3">
              <label className="min-w-40 flex-1 text-sm">
                Tên ngày nghỉ
                <input {...register(`holidays.${i}.name`)} className={inputClass} />
              </label>
              <label className="text-sm">
                Từ ngày
                <input type="date" {...register(`holidays.${i}.from`)} className={inputClass} />
              </label>
              <label className="text-sm">
                Đến ngày
                <input type="date" {...register(`holidays.${i}.to`)} className={inputClass} />
              </label>
              <button type="button" className={buttonClass('secondary')} onClick={() => holidays.remove(i)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Xóa ngày nghỉ
              </button>
              {(errors.holidays?.[i]?.name ?? errors.holidays?.[i]?.from ?? errors.holidays?.[i]?.to) && (
                <p role="alert" className="w-full text-red-600 text-xs">
                  {
                    (errors.holidays?.[i]?.name ?? errors.holidays?.[i]?.from ?? errors.holidays?.[i]?.to)
                      ?.message
                  }
                </p>
              )}
            </div>
          ))}
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => holidays.append({ name: '', from: '', to: '' })}
          >
            <Plus className="size-4" aria-hidden="true" />
            Thêm ngày nghỉ
          </button>
        </fieldset>
        <button type="submit" className={buttonClass('primary')} disabled={save.isPending || !query.data}>
          Lưu giờ làm việc
        </button>
      </form>
    </section>
  );
}
