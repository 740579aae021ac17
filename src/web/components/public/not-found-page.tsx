import { ArrowLeft, House } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

/**
 * The not-found page (spec 000 §2): no header, footer or chat widgets; 'Oops....', 'Trang không tìm thấy', a back
 * button (history back if there is history, otherwise home) and a home button. Shown for any unmatched path and
 * for any page a route answers 404 (a page number past the last page of a list, decision 035).
 */
export function NotFoundPage() {
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

/** The not-found page's document title (spec 000 §2: "a 404 title"). */
export const NOT_FOUND_TITLE = '404 - Trang không tìm thấy';
