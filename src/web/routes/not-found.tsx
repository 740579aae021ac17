import { ArrowLeft, House } from 'lucide-react';
import { data, Link, useNavigate } from 'react-router';
import type { Route } from './+types/not-found';

// spec 000 §2: any unmatched path; answered with HTTP 404 so crawlers do not index it.
export function loader() {
  return data(null, { status: 404 });
}

export function meta(): Route.MetaDescriptors {
  return [{ title: '404 - Trang không tìm thấy' }, { name: 'robots', content: 'noindex' }];
}

/** The not-found page: no header, footer or chat widgets (spec 000 §2). */
export default function NotFound() {
  const navigate = useNavigate();

  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <p className="text-8xl font-extrabold text-brand-500" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-slate-900">Oops....</h1>
      <p className="text-xl text-slate-600">Trang không tìm thấy</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={goBack}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-medium text-slate-700 hover:bg-slate-100"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Quay lại
        </button>
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-500 px-5 py-2.5 font-medium text-white hover:bg-brand-600"
        >
          <House className="size-4" aria-hidden="true" />
          Về trang chủ
        </Link>
      </div>
    </main>
  );
}
