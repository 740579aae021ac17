import { data } from 'react-router';
import { NOT_FOUND_TITLE, NotFoundPage } from '../components/public/not-found-page.tsx';
import type { Route } from './+types/not-found';

// spec 000 §2: any unmatched path; answered with HTTP 404 so crawlers do not index it.
export function loader() {
  return data(null, { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: NOT_FOUND_TITLE }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
