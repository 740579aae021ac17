import {
  Bot,
  Briefcase,
  CalendarCheck,
  ChartColumn,
  Contact,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Newspaper,
  Package,
  ScrollText,
  Server,
  ShieldCheck,
  ShoppingCart,
  Signpost,
  Users,
} from 'lucide-react';
import { matchPath } from 'react-router';
import { hasPermission, type Permission } from '#domain/auth/permissions.ts';

export type SidebarEntry = {
  label: string;
  to: string;
  /** The area the entry stands for: it is active on every path under it. */
  section: string;
  icon: LucideIcon;
  /** Shown to accounts holding it (decision 016): the same catalogue the server and the redirects use. */
  permission: Permission;
};

// spec 000 §2 "Admin shell": the sidebar entries, each shown by the permission its screens need (staff
// see news only; the products entry they were shown and then redirected away from is gone, deliberately).
export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  {
    label: 'Tổng quan',
    to: '/admin/dashboard',
    section: '/admin/dashboard',
    icon: LayoutDashboard,
    permission: 'dashboard.view',
  },
  {
    label: 'Dịch vụ',
    to: '/admin/services/list',
    section: '/admin/services',
    icon: Briefcase,
    permission: 'services.manage',
  },
  {
    label: 'Tin tức',
    to: '/admin/news/list',
    section: '/admin/news',
    icon: Newspaper,
    permission: 'news.write.own',
  },
  {
    label: 'Đơn hàng',
    to: '/admin/orders/list',
    section: '/admin/orders',
    icon: ShoppingCart,
    permission: 'orders.manage',
  },
  {
    label: 'Sản phẩm',
    to: '/admin/products/list',
    section: '/admin/products',
    icon: Package,
    permission: 'products.manage',
  },
  {
    label: 'Đặt lịch',
    to: '/admin/bookings/list',
    section: '/admin/bookings',
    icon: CalendarCheck,
    permission: 'bookings.manage',
  },
  {
    label: 'Khách hàng',
    to: '/admin/contacts/list',
    section: '/admin/contacts',
    icon: Contact,
    permission: 'contacts.manage',
  },
  {
    label: 'Tài khoản',
    to: '/admin/accounts/list',
    section: '/admin/accounts',
    icon: Users,
    permission: 'accounts.manage',
  },
  {
    label: 'Vai trò',
    to: '/admin/roles',
    section: '/admin/roles',
    icon: ShieldCheck,
    permission: 'accounts.manage',
  },
  {
    label: 'Nhật ký hoạt động',
    to: '/admin/audit',
    section: '/admin/audit',
    icon: ScrollText,
    permission: 'audit.view',
  },
  {
    label: 'Thống kê chat',
    to: '/admin/chat/stats',
    section: '/admin/chat/stats',
    icon: ChartColumn,
    permission: 'chat.train',
  },
  {
    label: 'Huấn luyện chatbot',
    to: '/admin/chat/training',
    section: '/admin/chat/training',
    icon: Bot,
    permission: 'chat.train',
  },
  {
    label: 'Chat trực tuyến',
    to: '/admin/chat/live',
    section: '/admin/chat/live',
    icon: MessagesSquare,
    permission: 'chat.answer',
  },
  {
    label: 'Chuyển hướng',
    to: '/admin/redirects',
    section: '/admin/redirects',
    icon: Signpost,
    permission: 'redirects.manage',
  },
  {
    label: 'Hệ thống',
    to: '/admin/system',
    section: '/admin/system',
    icon: Server,
    permission: 'system.manage',
  },
];

export function sidebarEntriesFor(granted: readonly string[]): SidebarEntry[] {
  return SIDEBAR_ENTRIES.filter((entry) => hasPermission(granted, entry.permission));
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
  ['/admin/contacts/list', 'Khách hàng'],
  ['/admin/contacts/detail/:id', 'Chi tiết khách hàng'],
  ['/admin/roles', 'Vai trò và quyền'],
  ['/admin/audit', 'Nhật ký hoạt động'],
  ['/admin/profile', 'Hồ sơ của tôi'],
  ['/admin/products/list', 'Danh sách sản phẩm'],
  ['/admin/products/add', 'Thêm sản phẩm'],
  ['/admin/products/edit/:id', 'Chỉnh sửa sản phẩm'],
  ['/admin/products/trash', 'Thùng rác sản phẩm'],
  ['/admin/products/detail/:id', 'Chi tiết sản phẩm'],
  ['/admin/chat/stats', 'Thống kê chat'],
  ['/admin/chat/training', 'Huấn luyện chatbot'],
  ['/admin/chat/live', 'Chat trực tuyến'],
  ['/admin/redirects', 'Chuyển hướng'],
  ['/admin/redirects/add', 'Thêm chuyển hướng'],
  ['/admin/system', 'Hệ thống'],
];

export function adminPageTitle(pathname: string): string {
  for (const [pattern, title] of PAGE_TITLES) {
    if (matchPath(pattern, pathname)) return title;
  }
  return 'Quản trị';
}
