import { dataEnvelope, pagedEnvelope } from '../shared/envelope.schema.ts';
import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';

/** The back-office's contacts (Khách hàng, ARCHITECTURE.md Contacts; identity: decision 043). */
export const CONTACT_SOURCES = ['livechat', 'assistant', 'booking', 'order'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_SOURCE_LABELS: Record<ContactSource, string> = {
  livechat: 'Chat trực tuyến',
  assistant: 'Trợ lý AI',
  booking: 'Đặt lịch tư vấn',
  order: 'Đơn hàng',
};

export const CONTACT_MESSAGES = {
  notFound: 'Không tìm thấy khách hàng',
  sourceInvalid: 'Nguồn khách hàng không hợp lệ',
  ownerInvalid: 'Người phụ trách không hợp lệ',
  ownerNotFound: 'Không tìm thấy tài khoản phụ trách',
  activityInvalid: 'Ngày hoạt động không hợp lệ (định dạng YYYY-MM-DD)',
  activityRange: 'Khoảng thời gian hoạt động không hợp lệ',
  limitInvalid: 'Số khách hàng mỗi trang không hợp lệ',
  searchTooLong: 'Từ khóa tìm kiếm quá dài',
  noteRequired: 'Vui lòng nhập nội dung ghi chú',
  noteTooLong: 'Ghi chú không được vượt quá 5000 ký tự',
  tagInvalid: 'Nhãn phải có từ 1 đến 40 ký tự',
  tooManyTags: 'Tối đa 20 nhãn cho một khách hàng',
  nameTooLong: 'Họ tên không được vượt quá 100 ký tự',
  nothingToChange: 'Không có thông tin nào để cập nhật',
  mergeSame: 'Không thể gộp một khách hàng với chính họ',
  mergeIdInvalid: 'Mã khách hàng cần gộp không hợp lệ',
  updated: 'Cập nhật khách hàng thành công',
  noteAdded: 'Đã thêm ghi chú',
  merged: 'Đã gộp khách hàng',
  mergeUndone: 'Đã hoàn tác gộp khách hàng',
  undoUnavailable: 'Không thể hoàn tác lần gộp này',
  mergeUndoIdInvalid: 'Mã lần gộp không hợp lệ',
  loadFailed: 'Không thể tải danh sách khách hàng',
  loadOneFailed: 'Không thể tải thông tin khách hàng',
  erased: 'Đã xóa dữ liệu cá nhân của khách hàng',
} as const;
const M = CONTACT_MESSAGES;

export const CONTACTS_PAGE_SIZE = 20;
const isoDay = z.iso.date(M.activityInvalid);

export const contactListQuerySchema = z
  .object({
    search: z.string().trim().max(200, M.searchTooLong).optional(),
    source: z.enum(CONTACT_SOURCES, { error: M.sourceInvalid }).optional(),
    /** an account's id, or 'none' for contacts nobody looks after */
    owner: z
      .union([z.literal('none'), z.uuid({ error: M.ownerInvalid })], { error: M.ownerInvalid })
      .optional(),
    /** last activity on or after / on or before these Vietnam calendar days */
    activeFrom: isoDay.optional(),
    activeTo: isoDay.optional(),
    page: pageQuerySchema,
    limit: limitQuerySchema({ invalid: M.limitInvalid, max: 100 }).default(CONTACTS_PAGE_SIZE),
  })
  .refine((q) => !q.activeFrom || !q.activeTo || q.activeFrom <= q.activeTo, {
    error: M.activityRange,
    path: ['activeTo'],
  });
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  ownerId: z.string().nullable(),
  tags: z.array(z.string()),
  source: z.enum(CONTACT_SOURCES),
  lastActivityAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** What each timeline event is, as the contact page names it. */
export const TIMELINE_KIND_LABELS = {
  chat_message: 'Tin nhắn chat trực tuyến',
  assistant_message: 'Hỏi trợ lý AI',
  booking: 'Đặt lịch tư vấn',
  booking_status: 'Đổi trạng thái lịch tư vấn',
  order: 'Đơn hàng',
  order_status: 'Đổi trạng thái đơn hàng',
  payment: 'Đã nhận thanh toán',
} as const;

/** A chat message left outside business hours (decision 050), as the contact page marks it. */
export const LEFT_MESSAGE_LABEL = 'Khách để lại lời nhắn ngoài giờ làm việc';

export const TIMELINE_KINDS = [
  'chat_message',
  'assistant_message',
  'booking',
  'booking_status',
  'order',
  'order_status',
  'payment',
] as const;

export const timelineEventSchema = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  source: z.enum(CONTACT_SOURCES),
  refId: z.string(),
  summary: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const contactNoteSchema = z.object({
  _id: z.string(),
  body: z.string(),
  authorId: z.string().nullable(),
  /** the author's name now; null when unknown or deleted for good */
  authorName: z.string().nullable(),
  createdAt: z.string(),
});

export const consentSchema = z.object({
  channel: z.string(),
  textVersion: z.string(),
  givenAt: z.string(),
});

export const contactLinkSchema = z.object({ source: z.enum(CONTACT_SOURCES), refId: z.string() });

/** The contact page: the person, what they did (newest first, the latest page of it), notes and consents. */
export const contactDetailSchema = contactSchema.extend({
  ownerName: z.string().nullable(),
  timeline: z.array(timelineEventSchema),
  notes: z.array(contactNoteSchema),
  consents: z.array(consentSchema),
  links: z.array(contactLinkSchema),
});

export const TIMELINE_PAGE_SIZE = 50;
export const contactDetailQuerySchema = z.object({
  /** older events: the `at` of the last event already shown */
  before: z.iso.datetime({ offset: true, error: 'Thời điểm không hợp lệ' }).optional(),
});

export const CONTACT_TAG_MAX = 40;
const tag = z.string().trim().min(1, M.tagInvalid).max(CONTACT_TAG_MAX, M.tagInvalid);
export const contactUpdateSchema = z
  .strictObject({
    name: z.string().trim().max(100, M.nameTooLong).optional(),
    tags: z.array(tag).max(20, M.tooManyTags).optional(),
    ownerId: z.uuid({ error: M.ownerInvalid }).nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.tags !== undefined || v.ownerId !== undefined, {
    error: M.nothingToChange,
  });

export const contactNoteInputSchema = z.strictObject({
  body: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(5000, M.noteTooLong),
});

/** Merge `from` into the contact of the path: `from` disappears, everything it held moves (decision 043). */
export const contactMergeSchema = z.strictObject({ from: z.uuid({ error: M.mergeIdInvalid }) });

export const mergePreviewSchema = z.object({
  into: contactSchema,
  from: contactSchema,
  /** what the kept contact will look like */
  result: contactSchema.pick({ name: true, phone: true, email: true, ownerId: true, tags: true }),
  moves: z.object({ links: z.array(contactLinkSchema), notes: z.number().int(), consents: z.number().int() }),
});

/** The audit entry of a merge, as an undo reads it back (decision 043): both contacts as they were, what moved. */
export const mergeRecordSchema = z.object({
  id: z.string(),
  before: z.object({ into: contactSchema, from: contactSchema }),
  after: z.object({
    moved: z.object({
      links: z.array(contactLinkSchema),
      notes: z.array(z.string()),
      consents: z.array(z.string()),
    }),
  }),
});
export type MergeRecord = z.infer<typeof mergeRecordSchema>;

/** Undo the merge the screen just made: the id its answer gave. */
export const contactMergeUndoSchema = z.strictObject({ mergeId: z.uuid({ error: M.mergeUndoIdInvalid }) });

export const contactOwnerSchema = z.object({ _id: z.string(), fullName: z.string() });

export const contactListResponseSchema = pagedEnvelope(contactSchema);
export const contactMergeResponseSchema = dataEnvelope(contactSchema.extend({ mergeId: z.string() }));
export const mergeUndoResponseSchema = dataEnvelope(z.object({ into: contactSchema, from: contactSchema }));
export const contactOwnersResponseSchema = dataEnvelope(z.array(contactOwnerSchema));
export const contactResponseSchema = dataEnvelope(contactSchema);
export const contactDetailResponseSchema = dataEnvelope(contactDetailSchema);
export const contactNoteResponseSchema = dataEnvelope(contactNoteSchema);
export const mergePreviewResponseSchema = dataEnvelope(mergePreviewSchema);

/** Decree 13/2023/NĐ-CP: everything held about the person, as one JSON document (decision 044). */
export const contactExportSchema = z.object({
  exportedAt: z.string(),
  contact: contactSchema,
  notes: z.array(contactNoteSchema),
  consents: z.array(consentSchema),
  links: z.array(contactLinkSchema),
  /** the rows linked to the contact, by table */
  linked: z.record(z.string(), z.array(z.unknown())),
  /** every other row of the database naming the person's phone or e-mail, by table */
  mentions: z.record(z.string(), z.array(z.unknown())),
});
export const contactExportResponseSchema = dataEnvelope(contactExportSchema);

export const ERASE_CONFIRM_MESSAGE = 'Vui lòng xác nhận xóa dữ liệu cá nhân của khách hàng';
export const contactEraseSchema = z.strictObject({
  confirm: z.literal(true, { error: ERASE_CONFIRM_MESSAGE }),
});
export const contactEraseResultSchema = z.object({
  /** rows changed, by table */
  replaced: z.record(z.string(), z.number().int()),
  /** backup files taken before the erase, which still hold the data until they are rotated out */
  backups: z.array(z.string()),
});
export const contactEraseResponseSchema = dataEnvelope(contactEraseResultSchema);
