import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './audit.schema.ts';
import { auditSentence } from './audit-text.rules.ts';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  _id: '1',
  at: '2026-11-26T01:00:00.000Z',
  actorId: 'a1',
  actorEmail: 'quanly@example.com',
  actorName: 'Trần Quản Lý',
  action: 'auth.login.success',
  targetType: null,
  targetId: null,
  targetLabel: null,
  ip: '10.0.0.1',
  userAgent: null,
  before: null,
  after: null,
  ...over,
});

// decision 023: the audit trail reads as Vietnamese sentences, never ids, routes or JSON
describe('auditSentence', () => {
  it('a refused page names the area and the permission in words, not the route and the JSON', () => {
    const text = auditSentence(
      entry({
        action: 'permission.denied',
        targetType: 'route',
        targetId: 'GET /api/orders',
        after: { needed: 'orders.manage' },
      }),
    );
    expect(text.sentence).toBe('Trần Quản Lý (quanly@example.com) bị từ chối khi mở Đơn hàng.');
    expect(text.details).toEqual(['cần quyền Quản lý đơn hàng']);
  });

  it('an account change names the account by e-mail and each change in words', () => {
    const text = auditSentence(
      entry({
        action: 'account.update',
        targetType: 'account',
        targetId: '5b0c7a7e-0000-4000-8000-000000000000',
        targetLabel: 'nhanvien@example.com',
        before: { status: 'active', role: 'staff' },
        after: { status: 'inactive', role: 'admin', password: 'đã đặt lại' },
      }),
    );
    expect(text.sentence).toBe('Trần Quản Lý (quanly@example.com) đã sửa tài khoản nhanvien@example.com.');
    expect(text.details).toEqual([
      'Vai trò: Nhân viên Content → Quản trị viên',
      'Trạng thái: Đang hoạt động → Đã khóa',
      'Đặt lại mật khẩu',
    ]);
    expect([text.sentence, ...text.details].join(' ')).not.toMatch(/5b0c7a7e|[{}"]/);
  });

  it('a failed sign-in by nobody signed in, and a deleted role by its recorded name', () => {
    expect(
      auditSentence(
        entry({
          actorId: null,
          actorEmail: null,
          actorName: null,
          action: 'auth.login.failure',
          after: { email: 'x@example.com' },
        }),
      ).sentence,
    ).toBe('Một người chưa đăng nhập đăng nhập không thành công bằng email x@example.com.');
    expect(
      auditSentence(
        entry({
          action: 'role.delete',
          targetType: 'role',
          targetId: 'r1',
          before: { name: 'Hỗ trợ', permissions: [] },
        }),
      ).sentence,
    ).toBe('Trần Quản Lý (quanly@example.com) đã xóa vai trò Hỗ trợ.');
  });
});
