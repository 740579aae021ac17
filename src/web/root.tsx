import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { NOT_FOUND_TITLE, NotFoundPage } from './components/public/not-found-page.tsx';
import { useNonce } from './lib/nonce.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'alternate', type: 'application/rss+xml', title: 'Tin tức', href: '/rss.xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Marks the document once React has taken over: end-to-end tests wait for it before clicking.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang="vi">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1976d2" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500"
        aria-hidden="true"
      />
      <span className="sr-only">Đang tải...</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // a page a route answers 404 (a page number past the last page, decision 035) is spec 000's not-found page
  if (status === 404)
    return (
      <>
        <title>{NOT_FOUND_TITLE}</title>
        <meta name="robots" content="noindex" />
        <NotFoundPage />
      </>
    );
  const title = status === 404 ? 'Trang không tìm thấy' : 'Đã có lỗi xảy ra';
  const detail =
    status === 404
      ? 'Trang bạn tìm không tồn tại hoặc đã được di chuyển.'
      : 'Xin lỗi, hệ thống đang gặp sự cố. Vui lòng thử lại sau ít phút.';
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <title>{`${status} - ${title}`}</title>
      <p className="text-5xl font-bold text-brand-500">{status}</p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-md text-slate-600">{detail}</p>
      <Link to="/" className="rounded-lg bg-brand-500 px-5 py-2.5 font-medium text-white hover:bg-brand-600">
        Về trang chủ
      </Link>
    </main>
  );
}
