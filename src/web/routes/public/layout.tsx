import { Outlet } from 'react-router';
import { ChatWidgets } from '../../components/public/chat-widgets.tsx';
import { OrganizationJsonLd } from '../../components/public/organization-json-ld.tsx';
import { SiteFooter } from '../../components/public/site-footer.tsx';
import { SiteHeader } from '../../components/public/site-header.tsx';

/** Header, footer, chat widgets and organisation data around every public page (spec 000 §2). */
export default function PublicLayout() {
  return (
    <>
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
