import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Outlet, redirect, type ShouldRevalidateFunctionArgs, useLocation, useNavigate } from 'react-router';
import { adminDeniedNotice, adminRedirectFor } from '#domain/auth/permissions.ts';
import { AdminSidebar } from '../../components/admin/admin-sidebar.tsx';
import { AdminTopbar } from '../../components/admin/admin-topbar.tsx';
import { LoadingState } from '../../components/admin/states.tsx';
import { adminPageTitle, sidebarEntriesFor } from '../../features/admin-shell/admin-navigation.ts';
import { useSidebarCollapsed } from '../../features/admin-shell/sidebar-state.ts';
import { useMediaQuery } from '../../features/admin-shell/use-media-query.ts';
import { fetchMe, logout } from '../../features/auth/auth.api.ts';
import { usePendingBookingCount } from '../../features/bookings/bookings.api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { clearSession, permissionsOf, readSession, saveSession } from '../../lib/session.ts';
import type { Route } from './+types/shell';

export function meta({ location }: Route.MetaArgs): Route.MetaDescriptors {
  return [
    { title: `${adminPageTitle(location.pathname)} | Quản trị` },
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * spec 000 §4 "Admin session" and §6: no, expired or corrupt credentials go to the login; staff opening
 * anything outside /admin/news go to the news list. The server enforces the same on every call.
 */
// Once per page load the shell asks the server what the account may do now (a role given since the sign-in
// shows at the next load); moves between screens use what it said.
let refreshed = false;
// Why the last move was redirected (decision 023): set before the redirect, shown once on the page it lands on.
let deniedNotice: string | null = null;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  let session = readSession();
  if (!session) throw redirect('/admin/login');
  if (!refreshed) {
    refreshed = true;
    try {
      const me = await fetchMe();
      saveSession(session.token, { ...session.admin, ...me });
      session = readSession() ?? session;
    } catch {
      // a 401 already ended the session (api-client); otherwise keep what the login said
    }
  }
  const pathname = new URL(request.url).pathname;
  const granted = permissionsOf(session.admin);
  const target = adminRedirectFor(granted, pathname);
  if (target) {
    deniedNotice = adminDeniedNotice(granted, pathname, adminPageTitle(pathname));
    throw redirect(target);
  }
  const notice = deniedNotice;
  deniedNotice = null;
  return { admin: session.admin, notice };
}
clientLoader.hydrate = true as const;

// Re-run the session and role rules on every move between admin screens, not only when params change.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export function HydrateFallback() {
  return <LoadingState label="Đang tải trang quản trị..." fullScreen />;
}

function retryOnce(failureCount: number, error: Error): boolean {
  // Only failures that may pass on a second try: no answer or a server error.
  if (error instanceof ApiError && (error.kind === 'rejected' || error.kind === 'invalid')) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  const { admin, notice } = loaderData;
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: retryOnce, staleTime: 30_000, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const sidebarId = useId();
  // spec 000 §9: the sidebar becomes an overlay below 768 px.
  const isMobile = useMediaQuery('(max-width: 767.98px)');
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used inside
  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!isMobile || !mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMobile, mobileOpen]);

  // spec 000 §4: logout clears the credentials and goes to the login whatever the server answers.
  const handleLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // the session ends locally anyway
    } finally {
      clearSession();
      queryClient.clear();
      navigate('/admin/login', { replace: true });
    }
  };

  const entries = sidebarEntriesFor(permissionsOf(admin));
  const sidebar = (overlay: boolean) => (
    <ShellSidebar
      id={sidebarId}
      entries={entries}
      pathname={pathname}
      collapsed={collapsed}
      onToggleCollapsed={toggleCollapsed}
      overlay={overlay}
      onClose={() => setMobileOpen(false)}
    />
  );

  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen bg-slate-100">
        {isMobile ? (
          mobileOpen && (
            <div className="fixed inset-0 z-40 flex">
              <button
                type="button"
                tabIndex={-1}
                aria-hidden="true"
                className="absolute inset-0 bg-slate-900/50"
                onClick={() => setMobileOpen(false)}
              />
              <div className="relative h-full">{sidebar(true)}</div>
            </div>
          )
        ) : (
          <div className="sticky top-0 h-screen shrink-0">{sidebar(false)}</div>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <AdminTopbar
            title={adminPageTitle(pathname)}
            admin={admin}
            sidebarId={sidebarId}
            showMenuButton={isMobile}
            menuOpen={mobileOpen}
            onOpenMenu={() => setMobileOpen(true)}
            onLogout={handleLogout}
            loggingOut={loggingOut}
          />
          <main className="flex-1 p-4 sm:p-6">
            {notice && <DeniedNotice key={notice + pathname} text={notice} />}
            <Outlet />
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}

/** The reason a page could not be opened, on the page the user landed on (decision 023); it can be closed. */
function DeniedNotice({ text }: { text: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div
      role="status"
      data-testid="denied-notice"
      className="mb-4 flex items-start justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p>{text}</p>
      <button
        type="button"
        className="shrink-0 rounded px-2 py-0.5 text-amber-900 underline hover:bg-amber-100"
        onClick={() => setOpen(false)}
      >
        Đóng
      </button>
    </div>
  );
}

const BOOKINGS_ENTRY = '/admin/bookings/list';

/** The sidebar with its counts: the bookings waiting to be handled beside 'Đặt lịch' (decision 033). */
function ShellSidebar(props: Parameters<typeof AdminSidebar>[0]) {
  const seesBookings = props.entries.some((entry) => entry.to === BOOKINGS_ENTRY);
  const pending = usePendingBookingCount(seesBookings).data;
  return <AdminSidebar {...props} badges={{ [BOOKINGS_ENTRY]: pending }} />;
}
