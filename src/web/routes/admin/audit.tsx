import { useId, useState } from 'react';
import { AUDIT_ACTIONS, type AuditEntry } from '#domain/audit/audit.schema.ts';
import { auditSentence } from '#domain/audit/audit-text.rules.ts';
import { type AdminColumn, DataTable } from '../../components/admin/data-table.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { useAudit } from '../../features/accounts/accounts.api.ts';
import { formatDateTime } from '../../lib/format.ts';

const raw = (e: AuditEntry) =>
  JSON.stringify(
    { action: e.action, targetType: e.targetType, targetId: e.targetId, before: e.before, after: e.after },
    null,
    2,
  );

/** One entry in words (decision 023), the raw data behind a disclosure for an admin who needs it. */
function EntryText({ entry }: { entry: AuditEntry }) {
  const { sentence, details } = auditSentence(entry);
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-slate-900">{sentence}</p>
      {details.length > 0 && (
        <ul className="list-inside list-disc text-xs text-slate-700">
          {details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      )}
      <details className="text-xs text-slate-600">
        <summary className="cursor-pointer select-none">Dữ liệu gốc</summary>
        <pre className="mt-1 max-w-full overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 font-mono">
          {raw(entry)}
        </pre>
      </details>
    </div>
  );
}

const columns: AdminColumn<AuditEntry>[] = [
  { id: 'at', header: 'Thời gian', cell: ({ row }) => formatDateTime(row.original.at) },
  {
    id: 'what',
    header: 'Hoạt động',
    cell: ({ row }) => <EntryText entry={row.original} />,
  },
  {
    id: 'from',
    header: 'Địa chỉ',
    cell: ({ row }) => (
      <span className="text-xs">
        {row.original.ip}
        {row.original.userAgent && (
          <span className="block text-slate-600">{row.original.userAgent.slice(0, 60)}</span>
        )}
      </span>
    ),
  },
];

/** The audit trail, with filters by action, who and dates; each entry in words (decision 023). */
export default function Audit() {
  const id = useId();
  const [filters, setFilters] = useState({ action: '', actor: '', from: '', to: '' });
  const [page, setPage] = useState(1);
  const query = useAudit({ ...filters, page });
  const set = (key: keyof typeof filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setFilters((f) => ({ ...f, [key]: e.target.value }));
    setPage(1);
  };
  const input = 'mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm';
  return (
    <div className="space-y-4">
      <fieldset className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm">
        <legend className="sr-only">Lọc nhật ký</legend>
        <div>
          <label htmlFor={`${id}-action`} className="block text-sm font-medium text-slate-700">
            Hành động
          </label>
          <select id={`${id}-action`} value={filters.action} onChange={set('action')} className={input}>
            <option value="">Tất cả</option>
            {Object.entries(AUDIT_ACTIONS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-actor`} className="block text-sm font-medium text-slate-700">
            Email người thực hiện
          </label>
          <input id={`${id}-actor`} value={filters.actor} onChange={set('actor')} className={input} />
        </div>
        <div>
          <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-700">
            Từ ngày
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            onChange={set('from')}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-700">
            Đến ngày
          </label>
          <input id={`${id}-to`} type="date" value={filters.to} onChange={set('to')} className={input} />
        </div>
      </fieldset>
      <QueryView
        query={query}
        loadingLabel="Đang tải nhật ký..."
        errorMessage="Không thể tải nhật ký hoạt động"
      >
        {(result) => (
          <>
            <DataTable
              data={result.data}
              columns={columns}
              getRowId={(e) => e._id}
              label="Nhật ký hoạt động"
              emptyText="Không có hoạt động nào"
              rowTestId="audit-row"
            />
            <Pagination page={page} pages={result.pagination.pages} onPage={setPage} />
          </>
        )}
      </QueryView>
    </div>
  );
}
