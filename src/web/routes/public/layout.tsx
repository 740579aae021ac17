import { Outlet, useLocation } from 'react-router';
import { COMPANY } from '#domain/site/company.ts';
import { ChatWidgets } from '../../components/public/chat-widgets.tsx';
import { OrganizationJsonLd } from '../../components/public/organization-json-ld.tsx';
import { SiteFooter } from '../../components/public/site-footer.tsx';
import { SiteHeader } from '../../components/public/site-header.tsx';

import { webContext } from '../../lib/web-context.ts';
import type { Route } from './+types/layout';

export async function loader({ context }: Route.LoaderArgs) {
  return { origin: context.get(webContext).origin };
}

// the site's address does not change while a visitor browses
export function shouldRevalidate() {
  return false;
}

/** The page's one address for search engines: its path, with the page number of a paged list. */
function canonicalPath(pathname: string, search: string): string {
  const page = new URLSearchParams(search).get('page');
  return page && page !== '1' ? `${pathname}?page=${encodeURIComponent(page)}` : pathname;
}

/** Header, footer, chat widgets and organisation data around every public page (spec 000 §2). */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const url = `${loaderData.origin}${canonicalPath(location.pathname, location.search)}`;
  return (
    <>
      {/* React puts these in <head>: the canonical address and the sharing cards of every public page */}
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={COMPANY.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <OrganizationJsonLd />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Bỏ qua đến nội dung chính
      </a>
      <SiteHeader />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatWidgets />
    </>
  );
}
