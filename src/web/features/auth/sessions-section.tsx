import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SESSION_MESSAGES, type SessionView } from '#domain/auth/session.schema.ts';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { clearSession } from '../../lib/session.ts';
import { fetchSessions, logout, revokeOtherSessions, revokeSession } from './auth.api.ts';

export const sessionsKey = ['admin', 'sessions'] as const;
const failed = (e: unknown) =>
  notify.error((e instanceof ApiError && e.serverMessage) || 'Lỗi khi thực hiện yêu cầu');

/**
 * The profile's own sessions (decision 016): one per sign-in, with its device, address and times; each can be
 * signed out, or every other one at once. Signing this one out is the logout.
 */
export function SessionsSection() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: sessionsKey, queryFn: fetchSessions, staleTime: 0 });

  const signOutHere = async () => {
    try {
      await logout();
    } finally {
      clearSession();
      queryClient.clear();
      await navigate('/admin/login', { replace: true });
    }
  };
  const revoke = useMutation({
    mutationFn: (session: SessionView) => revokeSession(session._id),
    onSuccess: (r) => notify.success(r.message),
    onError: failed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
  const revokeOthers = useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: (r) => notify.success(r.message),
    onError: failed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });

  return (
    <section className="rounded-xl bg-white p-6 shadow-sm" aria-labelledby="profile-sessions">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-sessions" className="text-base font-semibold text-slate-900">
          Phiên đăng nhập
        </h2>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={revokeOthers.isPending || (query.data?.length ?? 0) < 2}
          onClick={() => revokeOthers.mutate()}
        >
          {SESSION_MESSAGES.revokeOthers}
        </button>
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải phiên đăng nhập..."
        errorMessage={SESSION_MESSAGES.loadFailed}
      >
        {(sessions) => (
          <ul className="mt-3 divide-y divide-slate-200" aria-label="Các phiên đăng nhập">
            {sessions.map((s) => (
              <li
                key={s._id}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="session-row"
              >
                <div className="text-sm text-slate-700">
                  <p className="font-medium text-slate-900">
                    {s.device}
                    {s.current && (
                      <span className="ml-2 whitespace-nowrap rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">
                        {SESSION_MESSAGES.current}
                      </span>
                    )}
                  </p>
                  <p>Địa chỉ IP: {s.ip ?? '—'}</p>
                  <p>
                    Đăng nhập lúc {formatDateTime(s.createdAt)} · Dùng gần nhất {formatDateTime(s.lastUsedAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass(s.current ? 'secondary' : 'danger')}
                  aria-label={`${SESSION_MESSAGES.revoke}: ${s.device}${s.current ? ` (${SESSION_MESSAGES.current})` : ''}`}
                  disabled={revoke.isPending}
                  onClick={() => (s.current ? signOutHere() : revoke.mutate(s))}
                >
                  {SESSION_MESSAGES.revoke}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
