import { LogOut, Menu, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { type AdminInfo, ROLE_LABELS } from '#domain/auth/login.schema.ts';

type Props = {
  title: string;
  admin: AdminInfo;
  sidebarId: string;
  showMenuButton: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
};

export function AdminTopbar({
  title,
  admin,
  sidebarId,
  showMenuButton,
  menuOpen,
  onOpenMenu,
  onLogout,
  loggingOut,
}: Props) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
      {showMenuButton && (
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Mở menu quản trị"
          aria-expanded={menuOpen}
          aria-controls={sidebarId}
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
        >
          <Menu className="size-5" aria-hidden="true" />
        </button>
      )}
      <h1 className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">{title}</h1>
      {/* the user menu: the profile is reached from here, not from the sidebar */}
      <Link
        to="/admin/profile"
        className="flex items-center gap-2 rounded-md px-2 py-1 text-right hover:bg-slate-100"
      >
        <span className="sr-only">Hồ sơ của tôi</span>
        <span className="hidden sm:block">
          <span className="block text-sm font-medium text-slate-900" data-testid="admin-name">
            {admin.fullName}
          </span>
          <span className="block text-xs text-slate-600" data-testid="admin-role">
            {ROLE_LABELS[admin.role]}
          </span>
        </span>
        <UserRound className="size-5 text-slate-600" aria-hidden="true" />
      </Link>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:opacity-60"
      >
        <LogOut className="size-4" aria-hidden="true" />
        Đăng xuất
      </button>
    </header>
  );
}
