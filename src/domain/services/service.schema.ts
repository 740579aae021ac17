import { idParamsSchema } from '../shared/id-params.schema.ts';
import { z } from '../shared/zod.ts';
import { serviceCardSchema } from '../site/home.schema.ts';
import { SERVICE_TYPES } from './service-type.ts';

// spec 001 §5 and 000 §9. Where the spec reads two ways (title cap 100 on the forms, 200 in the message;
// description 2000 on add, 1000 on edit) the stricter rule holds and the spec's message text is kept.
export const SERVICE_TITLE_MIN = 3;
export const SERVICE_TITLE_MAX = 100;
export const SERVICE_DESCRIPTION_MIN = 10;
export const SERVICE_DESCRIPTION_MAX = 1000;
export const SERVICE_PRICE_MAX = 1_000_000_000;
/** spec 001 §8 "Services": the texts the server answers and the screens show. */
export const SERVICE_MESSAGES = {
  notFound: 'Không tìm thấy dịch vụ',
  created: 'Thêm dịch vụ thành công!',
  updated: 'Cập nhật dịch vụ thành công!',
} as const;
const PRICE_MESSAGE = 'Giá dịch vụ phải là một số không âm và không vượt quá 1 tỷ';

const descriptionText = z
  .string({ error: 'Mô tả không được để trống' })
  .trim()
  .min(1, 'Mô tả không được để trống')
  .min(SERVICE_DESCRIPTION_MIN, 'Mô tả phải có ít nhất 10 ký tự')
  .max(SERVICE_DESCRIPTION_MAX, 'Mô tả không được vượt quá 2000 ký tự');

/** What the add and edit forms send (spec 001 §7: title, description, price, type; image from the upload). */
export const serviceInputSchema = z.strictObject({
  title: z
    .string({ error: 'Tiêu đề không được để trống' })
    .trim()
    .min(1, 'Tiêu đề không được để trống')
    .min(SERVICE_TITLE_MIN, 'Tiêu đề phải có ít nhất 3 ký tự')
    .max(SERVICE_TITLE_MAX, 'Tiêu đề không được vượt quá 200 ký tự'),
  // the form sends its text; the spec's client sends a list of lines: both become one text the server splits
  description: z.preprocess((value) => (Array.isArray(value) ? value.join('\n') : value), descriptionText),
  price: z.coerce
    .number({ error: PRICE_MESSAGE })
    .int(PRICE_MESSAGE)
    .gt(0, PRICE_MESSAGE)
    .max(SERVICE_PRICE_MAX, PRICE_MESSAGE),
  type: z.enum(SERVICE_TYPES, { error: 'Loại dịch vụ không được để trống' }).default('web'),
  image: z
    .string()
    .trim()
    .max(500, 'Đường dẫn ảnh không hợp lệ')
    .nullish()
    .transform((v) => v || null),
});
export type ServiceInput = z.output<typeof serviceInputSchema>;
export type ServiceFormValues = z.input<typeof serviceInputSchema>;

/** A service as the admin screens read it: the card plus its state and, in the trash, who deleted it and when. */
export const adminServiceSchema = serviceCardSchema.extend({
  status: z.boolean(),
  isDeleted: z.boolean(),
  deletedAt: z.string().nullable(),
  deletedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServiceResponse = z.object({
  success: z.literal(true),
  data: adminServiceSchema,
  message: z.string(),
});
export const serviceTrashResponse = z.object({ success: z.literal(true), data: z.array(adminServiceSchema) });
export const serviceTrashQuerySchema = z.object({
  search: z.string().trim().max(200, 'Từ khóa tìm kiếm quá dài').optional(),
});
export const serviceUploadResult = z.object({
  success: z.literal(true),
  imagePath: z.string(),
  fullPath: z.string(),
  message: z.string().optional(),
});

export const serviceIdParamsSchema = idParamsSchema(SERVICE_MESSAGES.notFound);
