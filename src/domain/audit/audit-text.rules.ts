import { isPermission, PERMISSION_LABELS } from '../auth/permissions.ts';
import type { AuditEntry } from './audit.schema.ts';

/**
 * The audit trail in words an office user reads (decision 023): who did what to what, and the details, in
 * Vietnamese. The raw entry stays available beside it for an admin who needs it.
 */

// the API areas a refused or trashed call touched, by the first segments of its route
const AREAS: ReadonlyArray<[prefix: string, name: string, thing: string]> = [
  ['/api/admin/staffs', 'Tài khoản', 'tài khoản'],
  ['/api/admin/accounts', 'Tài khoản', 'tài khoản'],
  ['/api/accounts', 'Tài khoản', 'tài khoản'],
  ['/api/roles', 'Vai trò', 'vai trò'],
  ['/api/admin/audit', 'Nhật ký hoạt động', 'mục nhật ký'],
  ['/api/admin/dashboard', 'Tổng quan', 'mục tổng quan'],
  ['/api/admin/system', 'Hệ thống', 'mục hệ thống'],
  ['/api/news', 'Tin tức', 'bài viết'],
  ['/api/services', 'Dịch vụ', 'dịch vụ'],
  ['/api/orders', 'Đơn hàng', 'đơn hàng'],
  ['/api/payments', 'Thanh toán', 'giao dịch thanh toán'],
  ['/api/products', 'Sản phẩm', 'sản phẩm'],
  ['/api/bookings', 'Đặt lịch', 'lịch tư vấn'],
  ['/api/chatbot', 'Chatbot', 'mục huấn luyện chatbot'],
  ['/api/livechat', 'Chat trực tuyến', 'cuộc trò chuyện'],
];

function areaOf(route: string): { name: string; thing: string } {
  const path = route.replace(/^[A-Z]+\s+/, '');
  const found = AREAS.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return found ? { name: found[1], thing: found[2] } : { name: 'khu vực quản trị', thing: 'mục' };
}

const permissionWords = (p: unknown): string => {
  if (p === 'all') return 'Quản trị viên (mọi quyền)';
  return typeof p === 'string' && isPermission(p) ? PERMISSION_LABELS[p] : String(p);
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const ROLE_WORDS: Record<string, string> = { admin: 'Quản trị viên', staff: 'Nhân viên Content' };
const STATUS_WORDS: Record<string, string> = { active: 'Đang hoạt động', inactive: 'Đã khóa' };
const FIELD_WORDS: Record<string, string> = {
  fullName: 'Họ tên',
  email: 'Email',
  role: 'Vai trò',
  roles: 'Vai trò',
  status: 'Trạng thái',
  name: 'Tên',
  description: 'Mô tả',
  permissions: 'Quyền',
};

function valueWords(field: string, v: unknown): string {
  if (field === 'role' && typeof v === 'string') return ROLE_WORDS[v] ?? v;
  if (field === 'status' && typeof v === 'string') return STATUS_WORDS[v] ?? v;
  if (field === 'permissions') return list(v).map(permissionWords).join(', ') || 'không có';
  if (Array.isArray(v)) return v.map(String).join(', ') || 'không có';
  return v === '' || v === null || v === undefined ? 'trống' : String(v);
}

/** "Trạng thái: Đang hoạt động → Đã khóa" for each field that changed (or was set). */
function changes(before: unknown, after: unknown): string[] {
  const b = record(before);
  const a = record(after);
  const out: string[] = [];
  for (const field of Object.keys(FIELD_WORDS)) {
    if (!(field in a) && !(field in b)) continue;
    if (field in a && field in b) {
      if (JSON.stringify(a[field]) !== JSON.stringify(b[field]))
        out.push(`${FIELD_WORDS[field]}: ${valueWords(field, b[field])} → ${valueWords(field, a[field])}`);
    } else if (field in a) out.push(`${FIELD_WORDS[field]}: ${valueWords(field, a[field])}`);
  }
  if (a.password) out.push('Đặt lại mật khẩu');
  return out;
}

/** The entry's target in words: the name the server resolved, else what the entry itself recorded. */
function targetWords(e: AuditEntry): string {
  const a = record(e.after);
  const b = record(e.before);
  const label = e.targetLabel ?? a.email ?? b.email ?? a.name ?? b.name;
  if (typeof label === 'string' && label) return label;
  return e.targetId ? `mã ${e.targetId.slice(0, 8)}` : '';
}

export function auditActor(e: AuditEntry): string {
  if (e.actorName && e.actorEmail) return `${e.actorName} (${e.actorEmail})`;
  return e.actorEmail ?? 'Một người chưa đăng nhập';
}

/** One entry as a Vietnamese sentence, and its details in words (decision 023). */
export function auditSentence(e: AuditEntry): { sentence: string; details: string[] } {
  const who = auditActor(e);
  const t = targetWords(e);
  const a = record(e.after);
  const did = (what: string, details: string[] = []) => ({ sentence: `${who} ${what}.`, details });
  switch (e.action) {
    case 'auth.login.success':
      return did('đã đăng nhập', a.twoFactor ? ['Có xác thực hai lớp'] : []);
    case 'auth.login.failure':
      return did(
        `đăng nhập không thành công${typeof a.email === 'string' ? ` bằng email ${a.email}` : ''}`,
        a.reason === 'inactive' ? ['Tài khoản đang bị khóa'] : ['Sai email hoặc mật khẩu'],
      );
    case 'auth.2fa.failure':
      return did('nhập sai mã xác thực hai lớp');
    case 'auth.2fa.locked':
      return {
        sentence: `Xác thực hai lớp của tài khoản ${t} bị tạm khóa vì có quá nhiều mã sai.`,
        details: [`Khóa trong ${typeof a.minutes === 'number' ? a.minutes : 15} phút với những nơi lạ`],
      };
    case 'auth.2fa.enabled':
      return did('đã bật xác thực hai lớp');
    case 'auth.2fa.disabled':
      return did('đã tắt xác thực hai lớp');
    case 'auth.password.changed':
      return did('đã đổi mật khẩu');
    case 'auth.logout':
      return did('đã đăng xuất');
    case 'session.revoke':
      return did('đã đăng xuất một phiên đăng nhập');
    case 'session.revoke-others':
      return did(
        'đã đăng xuất khỏi các thiết bị khác',
        typeof a.revoked === 'number' ? [`${a.revoked} phiên đã kết thúc`] : [],
      );
    case 'account.create':
      return did(
        `đã tạo tài khoản ${t}`,
        changes(null, e.after).filter((d) => !d.startsWith('Email')),
      );
    case 'account.update':
      return did(`đã sửa tài khoản ${t}`, changes(e.before, e.after));
    case 'account.delete':
      return did(`đã chuyển tài khoản ${t} vào thùng rác`);
    case 'account.restore':
      return did(`đã khôi phục tài khoản ${t}`);
    case 'account.delete-permanently':
      return did(`đã xóa vĩnh viễn tài khoản ${t}`);
    case 'account.roles':
      return did(`đã đổi vai trò của tài khoản ${t}`, changes(e.before, e.after));
    case 'role.create':
      return did(
        `đã tạo vai trò ${t}`,
        changes(null, e.after).filter((d) => !d.startsWith('Tên')),
      );
    case 'role.update':
      return did(`đã sửa vai trò ${t}`, changes(e.before, e.after));
    case 'role.delete':
      return did(`đã xóa vai trò ${t}`);
    case 'permission.denied': {
      const needed = `cần quyền ${list(a.needed).map(permissionWords).join(', ')}`;
      if (e.targetType === 'route' && e.targetId)
        return did(`bị từ chối khi mở ${areaOf(e.targetId).name}`, [needed]);
      if (e.targetType === 'role') return did(`bị từ chối khi thay đổi vai trò ${t}`, [needed]);
      return did(`bị từ chối khi thay đổi tài khoản ${t}`, [needed]);
    }
    case 'trash.action': {
      const route = typeof a.route === 'string' ? a.route : '';
      const area = areaOf(route);
      const item = e.targetLabel ? `${area.thing} “${e.targetLabel}”` : `${area.thing}${t ? ` (${t})` : ''}`;
      if (/\/restore$/.test(route)) return did(`đã khôi phục ${item}`);
      if (/permanent/.test(route)) return did(`đã xóa vĩnh viễn ${item}`);
      return did(`đã xóa ${item}`, [`Khu vực: ${area.name}`]);
    }
    default:
      return did(`đã thực hiện “${e.action}”${t ? ` với ${t}` : ''}`);
  }
}
