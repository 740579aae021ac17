import { limitQuerySchema, pageQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';

/** What the audit trail records (decision 016), with the label the audit screen shows. */
export const AUDIT_ACTIONS = {
  'auth.login.success': 'Đăng nhập thành công',
  'auth.login.failure': 'Đăng nhập thất bại',
  'auth.2fa.failure': 'Mã xác thực hai lớp sai',
  'auth.2fa.locked': 'Tạm khóa xác thực hai lớp',
  'auth.2fa.enabled': 'Bật xác thực hai lớp',
  'auth.2fa.disabled': 'Tắt xác thực hai lớp',
  'auth.password.changed': 'Đổi mật khẩu',
  'auth.logout': 'Đăng xuất',
  'session.revoke': 'Đăng xuất một phiên',
  'session.revoke-others': 'Đăng xuất khỏi các thiết bị khác',
  'account.create': 'Tạo tài khoản',
  'account.update': 'Sửa tài khoản',
  'account.delete': 'Chuyển tài khoản vào thùng rác',
  'account.restore': 'Khôi phục tài khoản',
  'account.delete-permanently': 'Xóa vĩnh viễn tài khoản',
  'account.roles': 'Đổi vai trò của tài khoản',
  'role.create': 'Tạo vai trò',
  'role.update': 'Sửa vai trò',
  'role.delete': 'Xóa vai trò',
  'permission.denied': 'Bị từ chối quyền truy cập',
  'trash.action': 'Thao tác thùng rác',
  'content.import': 'Nhập nội dung',
  'backup.create': 'Tạo bản sao lưu',
  'backup.download': 'Tải bản sao lưu',
  'redirect.create': 'Thêm chuyển hướng',
  'redirect.delete': 'Xóa chuyển hướng',
  'article.revision.restore': 'Khôi phục phiên bản bài viết',
  'product.revision.restore': 'Khôi phục phiên bản sản phẩm',
  'contact.update': 'Sửa khách hàng',
  'contact.merge': 'Gộp khách hàng',
  'contact.merge.undo': 'Hoàn tác gộp khách hàng',
  'contact.export': 'Xuất dữ liệu cá nhân của khách hàng',
  'contact.erase': 'Xóa dữ liệu cá nhân của khách hàng',
  'settings.update': 'Sửa cài đặt hệ thống',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
const actionKeys = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

const DATE_INVALID = 'Ngày không hợp lệ';
export const auditQuerySchema = z.object({
  action: z.enum(actionKeys, { error: 'Hành động không hợp lệ' }).optional(),
  actor: z.string().trim().max(100, 'Từ khóa tìm kiếm quá dài').optional(),
  from: z.iso.date(DATE_INVALID).optional(),
  to: z.iso.date(DATE_INVALID).optional(),
  page: pageQuerySchema,
  limit: limitQuerySchema({ invalid: 'Giới hạn không hợp lệ', max: 100 }).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The actor's name now (decision 023: the trail names people, not ids); null when unknown or deleted for good. */
  actorName: z.string().nullable().optional(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The target in words, resolved when shown: an account's e-mail, a role's name. */
  targetLabel: z.string().nullable().optional(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
