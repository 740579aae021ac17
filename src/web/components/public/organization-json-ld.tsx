import { COMPANY } from '../../lib/company.ts';
import { useNonce } from '../../lib/nonce.tsx';

// spec 000 §1: organisation structured data on public pages. Built once: it never changes per request.
const ORGANIZATION = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: COMPANY.name,
  legalName: COMPANY.legalName,
  description: COMPANY.description,
  url: COMPANY.url,
  email: COMPANY.email,
  telephone: COMPANY.hotline,
  address: {
    '@type': 'PostalAddress',
    streetAddress: COMPANY.address.street,
    addressLocality: COMPANY.address.district,
    addressRegion: COMPANY.address.city,
    addressCountry: COMPANY.address.country,
  },
  sameAs: COMPANY.socials.map((social) => social.href),
}).replace(/</g, '\\u003c');

export function OrganizationJsonLd() {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: constant JSON with '<' escaped
      dangerouslySetInnerHTML={{ __html: ORGANIZATION }}
    />
  );
}
