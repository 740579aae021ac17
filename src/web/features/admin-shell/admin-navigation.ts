import {
  Bot,
  Briefcase,
  CalendarCheck,
  ChartColumn,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Newspaper,
  Package,
  Server,
  ShoppingCart,
  Users,
} from 'lucide-react';
import { matchPath } from 'react-router';
import type { Role } from '#domain/auth/login.schema.ts';

export type SidebarEntry = {
  label: string;
  to: string;
  /** The area the entry stands for: it is active on every path under it. */
  section: string;
  icon: LucideIcon;
  roles: readonly Role[];
};

const EVERYONE: readonly Role[] = ['admin', 'staff'];
const ADMIN_ONLY: readonly Role[] = ['admin'];

// spec 000 §2 "Admin shell": the sidebar entries. News and products are shown to everyone (staff are then
// redirected away from products by the shell's rule); the others are admin-only areas.
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  {
    label: 'Tổng quan',
    to: '/admin/dashboard',
    section: '/admin/dashboard',
    icon: LayoutDashboard,
    roles: ADMIN_ONLY,
  },
  {
    label: 'Dịch vụ',
    to: '/admin/services/list',
    section: '/admin/services',
    icon: Briefcase,
    roles: ADMIN_ONLY,
  },
  { label: 'Tin tức', to: '/admin/news/list', section: '/admin/news', icon: Newspaper, roles: EVERYONE },
  {
    label: 'Đơn hàng',
    to: '/admin/orders/list',
    section: '/admin/orders',
    icon: ShoppingCart,
    roles: ADMIN_ONLY,
  },
  {
    label: 'Sản phẩm',
    to: '/admin/products/list',
    section: '/admin/products',
    icon: Package,
    roles: EVERYONE,
  },
  {
    label: 'Đặt lịch',
    to: '/admin/bookings/list',
    section: '/admin/bookings',
    icon: CalendarCheck,
    roles: ADMIN_ONLY,
  },
  {
    label: 'Tài khoản',
    to: '/admin/accounts/list',
    section: '/admin/accounts',
    icon: Users,
    roles: ADMIN_ONLY,
  },
  {
    label: 'Thống kê chat',
    to: '/admin/chat/stats',
    section: '/admin/chat/stats',
    icon: ChartColumn,
    roles: ADMIN_ONLY,
  },
  {
    label: 'Huấn luyện chatbot',
    to: '/admin/chat/training',
    section: '/admin/chat/training',
    icon: Bot,
    roles: ADMIN_ONLY,
  },
  {
    label: 'Chat trực tuyến',
    to: '/admin/chat/live',
    section: '/admin/chat/live',
    icon: MessagesSquare,
    roles: ADMIN_ONLY,
  },
  // issue 19: permission system.manage
  { label: 'Hệ thống', to: '/admin/system', section: '/admin/system', icon: Server, roles: ADMIN_ONLY },
];

export function sidebarEntriesFor(role: Role): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => entry.roles.includes(role));
}

export function isEntryActive(entry: SidebarEntry, pathname: string): boolean {
  return pathname === entry.section || pathname.startsWith(`${entry.section}/`);
}

// spec 000 §2 "Admin route table", with the title the top bar shows for each screen.
const PAGE_TITLES: ReadonlyArray<readonly [pattern: string, title: string]> = [
  ['/admin/dashboard', 'Tổng quan'],
  ['/admin/services/list', 'Danh sách dịch vụ'],
  ['/admin/services/add', 'Thêm dịch vụ'],
  ['/admin/services/trash', 'Thùng rác dịch vụ'],
  ['/admin/news/list', 'Danh sách tin tức'],
  ['/admin/news/add', 'Tạo bài viết'],
  ['/admin/news/trash', 'Thùng rác tin tức'],
  ['/admin/news/edit/:id', 'Chỉnh sửa tin tức'],
  ['/admin/news/detail/:id', 'Chi tiết tin tức'],
  ['/admin/orders/list', 'Danh sách đơn hàng'],
  ['/admin/orders/history', 'Lịch sử đơn hàng'],
  ['/admin/payments/list', 'Danh sách thanh toán'],
  ['/admin/bookings/list', 'Lịch sử đặt lịch'],
  ['/admin/bookings/pending', 'Đặt lịch chờ xử lý'],
  ['/admin/accounts/list', 'Danh sách tài khoản'],
  ['/admin/accounts/add', 'Thêm tài khoản'],
  ['/admin/accounts/trash', 'Thùng rác tài khoản'],
  ['/admin/accounts/edit/:id', 'Chỉnh sửa tài khoản'],
  ['/admin/products/list', 'Danh sách sản phẩm'],
  ['/admin/products/add', 'Thêm sản phẩm'],
  ['/admin/products/edit/:id', 'Chỉnh sửa sản phẩm'],
  ['/admin/products/trash', 'Thùng rác sản phẩm'],
  ['/admin/products/detail/:id', 'Chi tiết sản phẩm'],
  ['/admin/chat/stats', 'Thống kê chat'],
  ['/admin/chat/training', 'Huấn luyện chatbot'],
  ['/admin/chat/live', 'Chat trực tuyến'],
  ['/admin/system', 'Hệ thống'],
];

export function adminPageTitle(pathname: string): string {
  for (const [pattern, title] of PAGE_TITLES) {
    if (matchPath(pattern, pathname)) return title;
  }
  return 'Quản trị';
}
