/**
 * The permission catalogue (decision 016). Roles are stored sets of these; every
 * /api route declares the one it needs (`config: { permission: '…' }`, src/server/plugins/auth.ts), the admin
 * shell shows entries and redirects by them (src/web/features/admin-shell), and the live-chat socket asks the
 * same question. One list, one rule: `hasPermission`.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'news.write.own',
  'news.write.any',
  'news.publish',
  'services.manage',
  'orders.manage',
  'payments.reconcile',
  'products.manage',
  'bookings.manage',
  'contacts.manage',
  'accounts.manage',
  'audit.view',
  'chat.answer',
  'chat.train',
  'system.manage',
  'redirects.manage',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** The label each permission has on the roles screen. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'dashboard.view': 'Xem tổng quan',
  'news.write.own': 'Viết và quản lý bài viết của mình',
  'news.write.any': 'Quản lý mọi bài viết',
  'news.publish': 'Xuất bản bài viết',
  'services.manage': 'Quản lý dịch vụ',
  'orders.manage': 'Quản lý đơn hàng',
  'payments.reconcile': 'Đối soát thanh toán',
  'products.manage': 'Quản lý sản phẩm',
  'bookings.manage': 'Quản lý đặt lịch tư vấn',
  'contacts.manage': 'Quản lý khách hàng',
  'accounts.manage': 'Quản lý tài khoản và vai trò',
  'audit.view': 'Xem nhật ký hoạt động',
  'chat.answer': 'Trả lời chat trực tuyến',
  'chat.train': 'Huấn luyện và thống kê chatbot',
  'system.manage': 'Quản trị hệ thống (sao lưu, xuất nhập nội dung)',
  'redirects.manage': 'Quản lý chuyển hướng địa chỉ',
};

/** A permission that carries others with it: whoever may manage every article may manage their own. */
const IMPLIES: Partial<Record<Permission, readonly Permission[]>> = {
  'news.write.any': ['news.write.own'],
};

export const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);

/** Whether a holder of `granted` may do what `needed` guards. */
export function hasPermission(granted: Iterable<string>, needed: Permission): boolean {
  for (const p of granted) {
    if (p === needed) return true;
    if (isPermission(p) && IMPLIES[p]?.includes(needed)) return true;
  }
  return false;
}

/** The built-in roles (seeded, never deleted or edited): admin holds everything, staff today's news rights. */
export const BUILT_IN_ROLES = {
  admin: { name: 'Quản trị viên', permissions: PERMISSIONS },
  staff: { name: 'Nhân viên Content', permissions: ['news.write.own', 'news.publish'] },
} as const satisfies Record<string, { name: string; permissions: readonly Permission[] }>;
export type BuiltInRoleKey = keyof typeof BUILT_IN_ROLES;

/**
 * Admin screens and the permission each needs (spec 002 §2, 000 §6). `/admin/profile` needs only a session:
 * it is the one path outside the news area that staff may open.
 */
const ADMIN_SECTIONS: ReadonlyArray<{ prefix: string; permission: Permission | null }> = [
  { prefix: '/admin/profile', permission: null },
  { prefix: '/admin/dashboard', permission: 'dashboard.view' },
  { prefix: '/admin/news', permission: 'news.write.own' },
  { prefix: '/admin/services', permission: 'services.manage' },
  { prefix: '/admin/orders', permission: 'orders.manage' },
  { prefix: '/admin/payments', permission: 'payments.reconcile' },
  { prefix: '/admin/products', permission: 'products.manage' },
  { prefix: '/admin/bookings', permission: 'bookings.manage' },
  { prefix: '/admin/contacts', permission: 'contacts.manage' },
  { prefix: '/admin/accounts', permission: 'accounts.manage' },
  { prefix: '/admin/roles', permission: 'accounts.manage' },
  { prefix: '/admin/audit', permission: 'audit.view' },
  { prefix: '/admin/chat/live', permission: 'chat.answer' },
  { prefix: '/admin/chat', permission: 'chat.train' },
  { prefix: '/admin/system', permission: 'system.manage' },
  { prefix: '/admin/redirects', permission: 'redirects.manage' },
];

const underPrefix = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The permission an admin path needs: null for a path any signed-in user may open, undefined for a path no
 * section claims (only holders of every permission, the admins, open those).
 */
export function permissionForAdminPath(pathname: string): Permission | null | undefined {
  const section = ADMIN_SECTIONS.find((s) => underPrefix(pathname, s.prefix));
  return section ? section.permission : undefined;
}

/** Where a holder of `granted` lands after signing in: the first screen they may open, in the sidebar's order. */
export function homePathFor(granted: readonly string[]): string {
  const order: Array<[Permission, string]> = [
    ['dashboard.view', '/admin/dashboard'],
    ['news.write.own', '/admin/news/list'],
    ['services.manage', '/admin/services/list'],
    ['orders.manage', '/admin/orders'],
    ['products.manage', '/admin/products/list'],
    ['bookings.manage', '/admin/bookings/list'],
    ['chat.answer', '/admin/chat/live'],
    ['chat.train', '/admin/chat/stats'],
    ['accounts.manage', '/admin/accounts/list'],
    ['audit.view', '/admin/audit'],
  ];
  return order.find(([p]) => hasPermission(granted, p))?.[1] ?? '/admin/profile';
}

/** Where a signed-in user opening `pathname` should go instead, or null when they may stay. */
export function adminRedirectFor(granted: readonly string[], pathname: string): string | null {
  if (!pathname.startsWith('/admin') || pathname === '/admin/login') return null;
  const needed = permissionForAdminPath(pathname);
  if (needed === null) return null;
  const allowed =
    needed === undefined
      ? PERMISSIONS.every((p) => hasPermission(granted, p))
      : hasPermission(granted, needed);
  return allowed ? null : homePathFor(granted);
}

/**
 * Why a signed-in user opening `pathname` was sent elsewhere (decision 023): the page, and the permission their
 * roles lack; null when they may open it. `page` is the screen's title as the shell shows it.
 */
export function adminDeniedNotice(granted: readonly string[], pathname: string, page: string): string | null {
  if (adminRedirectFor(granted, pathname) === null) return null;
  const needed = permissionForAdminPath(pathname);
  return needed
    ? `Bạn không thể mở trang “${page}”: vai trò của bạn không có quyền “${PERMISSION_LABELS[needed]}”. Hãy nhờ quản trị viên cấp quyền nếu bạn cần.`
    : `Bạn không thể mở trang “${page}”: chỉ quản trị viên mới mở được trang này.`;
}
