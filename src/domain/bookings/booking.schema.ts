import { EMPTY_VALUE_TEXT } from '../shared/empty-value.ts';
import { dataEnvelope, pagedEnvelope } from '../shared/envelope.schema.ts';
import { idParamsSchema } from '../shared/id-params.schema.ts';
import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';

// spec 002 §4: a booking is processing, then completed or cancelled
export const BOOKING_STATUSES = ['processing', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  processing: 'Đang xử lý',
  completed: 'Đã hoàn thành',
  cancelled: 'Đã hủy',
};

export const STATUS_INVALID_MESSAGE = 'Trạng thái đặt lịch không hợp lệ';
export const TRANSITION_NOT_ALLOWED_MESSAGE = 'Chỉ có thể cập nhật đặt lịch đang chờ xử lý';
export const BOOKING_NOT_FOUND_MESSAGE = 'Không tìm thấy đặt lịch';
// spec 002 §8
export const BOOKINGS_LOAD_FAILED_MESSAGE = 'Không thể tải danh sách đặt lịch. Vui lòng thử lại sau.';
export const BOOKING_UPDATE_FAILED_MESSAGE = 'Không thể cập nhật trạng thái. Vui lòng thử lại sau.';
export const NO_PENDING_BOOKINGS_MESSAGE = 'Không có đặt lịch nào đang chờ xử lý';
export const EMPTY_NOTE_TEXT = EMPTY_VALUE_TEXT;

/** spec 002 §4: only processing bookings change, to completed or cancelled. */
export function canChangeBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return from === 'processing' && (to === 'completed' || to === 'cancelled');
}

export const bookingStatusSchema = z.enum(BOOKING_STATUSES, { error: STATUS_INVALID_MESSAGE });

/** PUT /api/bookings/{id} */
export const bookingStatusUpdateSchema = z.object({ status: bookingStatusSchema });

// the history shows completed and cancelled (spec 002 §2); 'history' is both, 'processing' the pending screen
export const BOOKING_LIST_FILTERS = ['history', 'completed', 'cancelled', 'processing', 'all'] as const;
export const ADMIN_BOOKINGS_PAGE_SIZE = 10;

/** GET /api/bookings */
export const bookingListQuerySchema = z.object({
  status: z.enum(BOOKING_LIST_FILTERS, { error: STATUS_INVALID_MESSAGE }).default('all'),
  search: z.string().trim().max(200, 'Từ khóa tìm kiếm quá dài').optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema({ invalid: 'Số đặt lịch mỗi trang không hợp lệ', max: 100 }).default(
    ADMIN_BOOKINGS_PAGE_SIZE,
  ),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

export const crmDeliverySchema = z.object({
  state: z.enum(['sent', 'waiting', 'retrying', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type CrmDelivery = z.infer<typeof crmDeliverySchema>;

/** A booking as the API returns it (spec 002 §3 Booking, plus the form's other fields and the CRM delivery). */
export const bookingSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  gender: z.string().nullable(),
  occupation: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  service: z.string(),
  note: z.string().nullable(),
  status: bookingStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  crm: crmDeliverySchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = dataEnvelope(bookingSchema);
export const bookingListResponseSchema = pagedEnvelope(bookingSchema);

/** What POST /api/bookings answers: the booking's id and status (the visitor sees no more). */
export const bookingCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ _id: z.string(), status: bookingStatusSchema, createdAt: z.string() }),
});

export const bookingIdParamsSchema = idParamsSchema(BOOKING_NOT_FOUND_MESSAGE, { max: 200, nonEmpty: true });
