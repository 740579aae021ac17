import { redirect } from 'react-router';

// spec 001 §2: deleting an article for good from its detail returns to /admin/news, which is the list.
export function loader() {
  return redirect('/admin/news/list');
}

export function clientLoader() {
  return redirect('/admin/news/list');
}

export default function NewsIndex() {
  return null;
}
