import { Send } from 'lucide-react';
import { CRM_MESSAGES, OUTBOX_KIND_LABELS } from '#domain/bookings/crm-panel.schema.ts';
import { QueryView, RefreshButton } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useCrmPanel, useResendDeadLetter } from './bookings.api.ts';

const HEALTH = {
  up: { text: 'Đang hoạt động', tone: 'bg-green-100 text-green-900' },
  down: { text: 'Không phản hồi', tone: 'bg-red-100 text-red-900' },
  not_configured: { text: 'Chưa cấu hình (CRM_URL)', tone: 'bg-slate-200 text-slate-800' },
} as const;

/** Decision 014: the CRM's health, the outbox by channel and state, the dead letters with 'Gửi lại'. */
export function CrmPanel() {
  const query = useCrmPanel();
  const resend = useResendDeadLetter();

  const onResend = (id: string) =>
    resend.mutate(id, {
      onSuccess: () => notify.success(CRM_MESSAGES.requeued),
      onError: (error) =>
        notify.error(
          error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Không thể gửi lại',
        ),
    });

  return (
    <section aria-labelledby="crm-panel-title" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="crm-panel-title" className="text-lg font-semibold text-slate-900">
          Gửi dữ liệu sang CRM
        </h2>
        <RefreshButton query={query} />
      </div>
      <QueryView
        query={query}
        loadingLabel="Đang tải tình trạng CRM..."
        errorMessage="Không thể tải tình trạng CRM"
      >
        {(panel) => (
          <div className="space-y-4 text-sm">
            <p>
              Tình trạng CRM:{' '}
              <span
                className={`whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold ${HEALTH[panel.health.state].tone}`}
              >
                {HEALTH[panel.health.state].text}
              </span>
              {panel.health.detail ? (
                <span className="ml-2 text-slate-600">{panel.health.detail}</span>
              ) : null}
              <span className="ml-2 text-slate-500">
                (kiểm tra lúc {formatDateTime(panel.health.checkedAt)})
              </span>
            </p>
            <table className="w-full max-w-2xl text-left">
              <caption className="sr-only">Số bản ghi theo kênh và trạng thái gửi</caption>
              <thead className="text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="py-1">
                    Kênh
                  </th>
                  <th scope="col">Đã gửi</th>
                  <th scope="col">Đang chờ</th>
                  <th scope="col">Đang thử lại</th>
                  <th scope="col">Gửi lỗi</th>
                </tr>
              </thead>
              <tbody>
                {(Object.keys(OUTBOX_KIND_LABELS) as Array<keyof typeof OUTBOX_KIND_LABELS>).map((kind) => (
                  <tr key={kind} className="border-t border-slate-100">
                    <th scope="row" className="py-1 font-medium">
                      {OUTBOX_KIND_LABELS[kind]}
                    </th>
                    <td>{panel.totals[kind].sent}</td>
                    <td>{panel.totals[kind].waiting}</td>
                    <td>{panel.totals[kind].retrying}</td>
                    <td className={panel.totals[kind].failed > 0 ? 'font-semibold text-red-700' : ''}>
                      {panel.totals[kind].failed}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {panel.deadLetters.length === 0 ? (
              <p className="text-slate-600">Không có bản ghi nào gửi lỗi.</p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="Bản ghi gửi lỗi">
                {panel.deadLetters.map((letter) => (
                  <li key={letter._id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <span>
                      <span className="font-medium">{OUTBOX_KIND_LABELS[letter.kind]}</span> ·{' '}
                      {letter.attempts} lần · {formatDateTime(letter.updatedAt)}
                      <span className="block text-xs text-red-700">{letter.lastError}</span>
                    </span>
                    <button
                      type="button"
                      className={buttonClass('primary')}
                      onClick={() => onResend(letter._id)}
                      disabled={resend.isPending}
                    >
                      <Send className="size-4" aria-hidden="true" />
                      Gửi lại
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryView>
    </section>
  );
}
