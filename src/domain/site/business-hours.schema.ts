import { z } from '../shared/zod.ts';
import type { Weekday } from './business-hours.ts';

/** The office calendar as Hệ thống edits it (decision 038): its rules and messages, for the form and the route. */
export const BUSINESS_HOURS_MESSAGES = {
  daysRequired: 'Chọn ít nhất một ngày trong tuần',
  dayInvalid: 'Ngày trong tuần không hợp lệ',
  timeInvalid: 'Giờ không hợp lệ (định dạng HH:MM)',
  spanOrder: 'Giờ kết thúc phải sau giờ bắt đầu',
  spansRequired: 'Cần ít nhất một khung giờ làm việc',
  tooManySpans: 'Tối đa 14 khung giờ làm việc',
  holidayName: 'Tên ngày nghỉ phải có từ 1 đến 100 ký tự',
  holidayDate: 'Ngày không hợp lệ (định dạng YYYY-MM-DD)',
  holidayOrder: 'Ngày kết thúc phải từ ngày bắt đầu trở đi',
  tooManyHolidays: 'Tối đa 100 ngày nghỉ',
  saved: 'Đã lưu giờ làm việc',
  /** what the live chat widget says outside business hours */
  closed: (when: string) => `Hiện đang ngoài giờ làm việc. Nhân viên sẽ trả lời bạn từ ${when}.`,
  closedNoNext: 'Hiện đang ngoài giờ làm việc. Nhân viên sẽ trả lời bạn sớm nhất có thể.',
} as const;
const M = BUSINESS_HOURS_MESSAGES;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z.string({ error: M.timeInvalid }).regex(TIME, M.timeInvalid);
const isoDay = z.iso.date({ error: M.holidayDate });
const weekday = z
  .number({ error: M.dayInvalid })
  .int(M.dayInvalid)
  .min(0, M.dayInvalid)
  .max(6, M.dayInvalid)
  .transform((d) => d as Weekday);

export const openingSpanSchema = z
  .object({
    days: z
      .array(weekday, { error: M.daysRequired })
      .min(1, M.daysRequired)
      .max(7, M.dayInvalid)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    from: time,
    to: time,
  })
  .refine((s) => !TIME.test(s.from) || !TIME.test(s.to) || s.from < s.to, {
    error: M.spanOrder,
    path: ['to'],
  });

export const holidaySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    name: z.string({ error: M.holidayName }).trim().min(1, M.holidayName).max(100, M.holidayName),
  })
  .refine((h) => h.from <= h.to, { error: M.holidayOrder, path: ['to'] });

export const businessCalendarSchema = z.object({
  hours: z
    .array(openingSpanSchema, { error: M.spansRequired })
    .min(1, M.spansRequired)
    .max(14, M.tooManySpans),
  holidays: z.array(holidaySchema).max(100, M.tooManyHolidays),
});
export type BusinessCalendarInput = z.input<typeof businessCalendarSchema>;

/** The calendar as the server answers it (the saved, already normalised value). */
export const businessCalendarViewSchema = z.object({
  hours: z
    .array(z.object({ days: z.array(z.number().int()).readonly(), from: z.string(), to: z.string() }))
    .readonly(),
  holidays: z.array(z.object({ from: z.string(), to: z.string(), name: z.string() })).readonly(),
});

/** Whether someone answers now, and if not, from when (the live chat widget's notice). */
export const availabilitySchema = z.object({
  open: z.boolean(),
  nextOpenAt: z.string().nullable(),
  notice: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;
