import { Heart } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { LikeStatus } from '#domain/news/article.schema.ts';

const REFRESH_AFTER_MS = 2000; // spec 000 §4: refresh on focus only if more than 2 s passed
const ERROR_FOR_MS = 3000; // spec 000 §8: the server's message shows for 3 s

async function call(url: string, method: 'GET' | 'POST' | 'DELETE'): Promise<LikeStatus> {
  const response = await fetch(url, { method, credentials: 'same-origin' });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.success) throw new Error(body?.message ?? 'Không thể cập nhật lượt thích');
  return body.data;
}

/** The like toggle of an article (spec 000 §2, §4): one like per visitor, clicks blocked while pending. */
export function LikeButton({ articleId, initialLikes }: { articleId: string; initialLikes: number }) {
  const [state, setState] = useState<LikeStatus>({ liked: false, totalLikes: initialLikes });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const updatedAt = useRef(0);

  const refresh = useCallback(async () => {
    try {
      setState(await call(`/api/news/${articleId}/like-status`, 'GET'));
      updatedAt.current = Date.now();
    } catch {
      // a failed refresh keeps what is shown
    }
  }, [articleId]);

  useEffect(() => {
    void refresh();
    const onFocus = () => {
      if (Date.now() - updatedAt.current > REFRESH_AFTER_MS) void refresh();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refresh]);

  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_FOR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const toggle = async () => {
    if (pending) return;
    setPending(true);
    try {
      setState(await call(`/api/news/${articleId}/like`, state.liked ? 'DELETE' : 'POST'));
      updatedAt.current = Date.now();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Không thể cập nhật lượt thích');
    } finally {
      setPending(false);
    }
  };

  return (
    <span className="inline-flex items-center gap-3">
      <button
        type="button"
        onClick={toggle}
        disabled={pending}
        aria-pressed={state.liked}
        className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 font-semibold disabled:opacity-60 ${
          state.liked
            ? 'border-rose-600 bg-rose-50 text-rose-700'
            : 'border-slate-300 text-slate-700 hover:bg-slate-50'
        }`}
      >
        <Heart className={`size-4 ${state.liked ? 'fill-current' : ''}`} aria-hidden="true" />
        {state.liked ? 'Đã thích' : 'Thích'}
        <span data-testid="like-count">{state.totalLikes}</span>
      </button>
      <span role="status" aria-live="polite" className="text-sm text-red-700">
        {error}
      </span>
    </span>
  );
}
