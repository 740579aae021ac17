import { useLocation } from 'react-router';
import { adminPageTitle } from '../../features/admin-shell/admin-navigation.ts';

/** The admin screens whose content arrives in later steps: the page title and a short note. */
export default function AdminPlaceholder() {
  const { pathname } = useLocation();
  return (
    <section className="rounded-xl bg-white p-8 shadow-sm" aria-labelledby="placeholder-title">
      <h2 id="placeholder-title" className="text-xl font-semibold text-slate-900">
        {adminPageTitle(pathname)}
      </h2>
      <p className="mt-2 text-slate-600">Chức năng đang được hoàn thiện.</p>
    </section>
  );
}
