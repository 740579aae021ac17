import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { COMPANY } from '../../lib/company.ts';

// spec 000 §2 "Public header and footer": the menu, in this order.
const MENU = [
  { to: '/', label: 'Trang Chủ', end: true },
  { to: '/procedure', label: 'Quy Trình', end: false },
  { to: '/team', label: 'Đội Ngũ', end: false },
  { to: '/price-list', label: 'Bảng Giá', end: false },
  { to: '/products', label: 'Sản phẩm', end: false },
  { to: '/news', label: 'Tin Tức', end: false },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium transition-colors lg:text-sm ${
    isActive ? 'text-brand-600' : 'text-slate-700 hover:text-brand-600'
  }`;

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Close the mobile menu on every navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used inside
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  // spec 000 §2: opening the mobile menu locks body scrolling.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-700">
          <span
            className="flex size-9 items-center justify-center rounded-lg bg-brand-500 text-white"
            aria-hidden="true"
          >
            SV
          </span>
          {COMPANY.name}
        </Link>

        <nav aria-label="Menu chính" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <MenuItems />
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <Link
            to="/advise"
            className="hidden rounded-full bg-accent-500 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800 sm:inline-block"
          >
            Đặt lịch tư vấn
          </Link>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Đóng menu' : 'Mở menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Menu di động"
          className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-slate-200 bg-white px-4 py-4 lg:hidden"
        >
          <ul className="flex flex-col gap-1">
            <MenuItems />
          </ul>
          <Link
            to="/advise"
            className="mt-4 block rounded-full bg-accent-500 px-4 py-3 text-center font-semibold text-white hover:bg-amber-800"
          >
            Đặt lịch tư vấn
          </Link>
        </nav>
      )}
    </header>
  );
}

/** The main menu's entries, in the desktop bar and in the mobile menu alike. */
function MenuItems() {
  return MENU.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.end} className={linkClass}>
        {item.label}
      </NavLink>
    </li>
  ));
}
