import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { CONSENT_NOTICE } from '#domain/contacts/consent-notice.ts';
import { PAGE_NAMES } from '#domain/site/site-pages.ts';
import { COMPANY, fullAddress } from '../../lib/company.ts';

// spec 000 §2: policy link targets are not shown in the spec; the privacy page (Decree 13/2023/NĐ-CP), the terms
// and the guide are ours.
const POLICIES = [
  { label: CONSENT_NOTICE.linkLabel, href: CONSENT_NOTICE.href },
  { label: PAGE_NAMES.terms, href: '/terms' },
  { label: PAGE_NAMES.guide, href: '/guide' },
] as const;

const LINKS = [
  { to: '/procedure', label: PAGE_NAMES.procedure },
  { to: '/price-list', label: 'Bảng giá dịch vụ' },
  { to: '/products', label: 'Sản phẩm' },
  { to: '/news', label: 'Tin tức' },
  { to: '/advise', label: 'Đặt lịch tư vấn' },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-semibold text-white">
            {COMPANY.name}
          </h2>
          <p className="mt-3 text-sm leading-6">{COMPANY.description}</p>
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Mạng xã hội">
            {COMPANY.socials.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-block rounded-full border border-slate-600 px-3 py-1 text-xs hover:border-white hover:text-white"
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            Liên hệ
          </h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{fullAddress}</span>
            </p>
            <p className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <a href={`mailto:${COMPANY.email}`} className="hover:text-white">
                {COMPANY.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                Hotline:{' '}
                <a href={COMPANY.hotlineHref} className="hover:text-white">
                  {COMPANY.hotline}
                </a>
              </span>
            </p>
          </address>
        </section>

        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-semibold text-white">
            Liên kết
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-lg font-semibold text-white">Chính sách</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {POLICIES.map((policy) => (
              <li key={policy.label}>
                <Link to={policy.href} className="hover:text-white">
                  {policy.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-map">
          <h2 id="footer-map" className="text-lg font-semibold text-white">
            Bản đồ
          </h2>
          <iframe
            src={COMPANY.mapEmbedUrl}
            title={`Bản đồ văn phòng ${COMPANY.name}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="mt-3 h-48 w-full rounded-lg border-0"
          />
        </section>
      </div>
      {/* pb-32: room under the last line for the chat launchers (chat-widgets.tsx), so they never cover it */}
      <div className="border-t border-slate-800 pt-4 pb-32 text-center text-xs text-slate-400">
        © {COMPANY.legalName}. Bảo lưu mọi quyền.
      </div>
    </footer>
  );
}
