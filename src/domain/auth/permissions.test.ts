import { describe, expect, it } from 'vitest';
import {
  adminDeniedNotice,
  adminRedirectFor,
  BUILT_IN_ROLES,
  hasPermission,
  homePathFor,
  PERMISSION_LABELS,
  PERMISSIONS,
  permissionForAdminPath,
} from './permissions.ts';

const staff = BUILT_IN_ROLES.staff.permissions;
const admin = BUILT_IN_ROLES.admin.permissions;

describe('permission catalogue', () => {
  it('holds the issue’s permissions, each with a label', () => {
    for (const p of [
      'accounts.manage',
      'bookings.manage',
      'chat.answer',
      'chat.train',
      'dashboard.view',
      'news.publish',
      'news.write.any',
      'news.write.own',
      'orders.manage',
      'payments.reconcile',
      'products.manage',
      'services.manage',
      'system.manage',
    ] as const) {
      expect(PERMISSIONS).toContain(p);
      expect(PERMISSION_LABELS[p]).toMatch(/\S/);
    }
  });

  it('news.write.any carries news.write.own, not the other way round', () => {
    expect(hasPermission(['news.write.any'], 'news.write.own')).toBe(true);
    expect(hasPermission(['news.write.own'], 'news.write.any')).toBe(false);
    expect(hasPermission(['chat.answer'], 'chat.train')).toBe(false);
    expect(hasPermission(['not.a.permission'], 'chat.answer')).toBe(false);
  });

  it('staff keep today’s news rights and nothing else', () => {
    expect([...staff].sort()).toEqual(['news.publish', 'news.write.own']);
  });
});

describe('admin paths by permission (the shell mirrors the server)', () => {
  it('staff may open news and their profile, and are sent to news from anywhere else (products too)', () => {
    expect(adminRedirectFor(staff, '/admin/news/list')).toBeNull();
    expect(adminRedirectFor(staff, '/admin/news/edit/1')).toBeNull();
    expect(adminRedirectFor(staff, '/admin/profile')).toBeNull();
    for (const path of [
      '/admin/products/list',
      '/admin/dashboard',
      '/admin/accounts/list',
      '/admin/orders',
      '/admin/x',
      '/admin/newsletter',
    ])
      expect(adminRedirectFor(staff, path)).toBe('/admin/news/list');
  });

  it('a support agent (chat.answer only) lands on live chat and may open nothing else', () => {
    expect(homePathFor(['chat.answer'])).toBe('/admin/chat/live');
    expect(adminRedirectFor(['chat.answer'], '/admin/chat/live')).toBeNull();
    expect(adminRedirectFor(['chat.answer'], '/admin/chat/training')).toBe('/admin/chat/live');
    expect(adminRedirectFor(['chat.answer'], '/admin/news/list')).toBe('/admin/chat/live');
  });

  it('admins may open every path; an account without permissions only its profile', () => {
    for (const path of [
      '/admin/dashboard',
      '/admin/accounts/trash',
      '/admin/roles',
      '/admin/audit',
      '/admin/unknown',
    ])
      expect(adminRedirectFor(admin, path)).toBeNull();
    expect(adminRedirectFor([], '/admin/news/list')).toBe('/admin/profile');
    expect(permissionForAdminPath('/admin/chat/stats')).toBe('chat.train');
    expect(permissionForAdminPath('/admin/profile')).toBeNull();
  });
});

describe('adminDeniedNotice (decision 023)', () => {
  it('a page the role may not open says which page and which permission the role lacks', () => {
    const staff = BUILT_IN_ROLES.staff.permissions;
    expect(adminDeniedNotice(staff, '/admin/orders/list', 'Đơn hàng')).toBe(
      'Bạn không thể mở trang “Đơn hàng”: vai trò của bạn không có quyền “Quản lý đơn hàng”. Hãy nhờ quản trị viên cấp quyền nếu bạn cần.',
    );
    expect(adminDeniedNotice(staff, '/admin/news/list', 'Tin tức')).toBeNull();
    expect(adminDeniedNotice(staff, '/admin/unknown', 'Quản trị')).toMatch(/chỉ quản trị viên/);
  });
});
