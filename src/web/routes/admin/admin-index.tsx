import { redirect } from 'react-router';

// /admin opens the dashboard; the shell then applies the session and role rules. The server answers a
// document request with a 302, the browser handles in-app navigations without a round trip.
export function loader() {
  return redirect('/admin/dashboard');
}

export function clientLoader() {
  return redirect('/admin/dashboard');
}

export default function AdminIndex() {
  return null;
}
