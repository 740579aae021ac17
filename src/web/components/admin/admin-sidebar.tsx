import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { Link } from 'react-router';
import { isEntryActive, type SidebarEntry } from '../../features/admin-shell/admin-navigation.ts';

type Props = {
  id: string;
  entries: SidebarEntry[];
  pathname: string;
  /** Desktop: icons only. */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Below 768 px the sidebar is an overlay with its own close button. */
  overlay: boolean;
  onClose: () => void;
  /** A count shown beside an entry (keyed by the entry's `to`), e.g. the bookings waiting to be handled. */
  badges?: Readonly<Record<string, number | undefined>>;
};

export function AdminSidebar({
  id,
  entries,
  pathname,
  collapsed,
  onToggleCollapsed,
  overlay,
  onClose,
  badges = {},
}: Props) {
  const narrow = collapsed && !overlay;
  return (
    <aside
      id={id}
      data-collapsed={narrow}
      aria-label="Thanh bên quản trị"
      className={`flex h-full flex-col bg-slate-900 text-slate-200 transition-[width] duration-200 ${
        narrow ? 'w-16' : 'w-64'
      }`}
    >
      <div className="flex h-16 items-center justify-between gap-2 border-b border-slate-800 px-3">
        {!narrow && (
          <Link to="/admin/dashboard" className="truncate px-1 text-lg font-bold text-white">
            Quản trị
          </Link>
        )}
        {overlay ? (
          <button
            type="button"
            onClick={onClose}
            aria-label="Đóng menu quản trị"
            className="rounded-md p-2 hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Mở rộng thanh bên' : 'Thu gọn thanh bên'}
            aria-expanded={!collapsed}
            aria-controls={id}
            className="rounded-md p-2 hover:bg-slate-800"
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftClose className="size-5" aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      <nav aria-label="Điều hướng quản trị" className="flex-1 overflow-y-auto py-3">
        <ul className="space-y-1 px-2">
          {entries.map((entry) => {
            const active = isEntryActive(entry, pathname);
            const Icon = entry.icon;
            const badge = badges[entry.to];
            return (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  aria-current={active ? 'page' : undefined}
                  title={narrow ? entry.label : undefined}
                  className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors ${
                    active ? 'bg-brand-500 text-white' : 'hover:bg-slate-800 hover:text-white'
                  } ${narrow ? 'justify-center' : ''}`}
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  <span className={narrow ? 'sr-only' : 'truncate'}>{entry.label}</span>
                  {badge !== undefined && badge > 0 && (
                    <span
                      className={`whitespace-nowrap rounded-full bg-amber-400 px-1.5 text-xs font-semibold text-slate-900 ${narrow ? 'sr-only' : 'ml-auto'}`}
                    >
                      <span className="sr-only"> (</span>
                      <span data-testid="sidebar-badge">{badge}</span>
                      <span className="sr-only"> chờ xử lý)</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
