import type { MetaDescriptor } from 'react-router';
import { COMPANY } from './company.ts';

/** Title and description of a public page (spec 000 §1: set per public route). */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  const fullTitle = `${title} | ${COMPANY.name}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'vi_VN' },
  ];
}
