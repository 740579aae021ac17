import { auditList } from '#domain/audit/audit.resource.ts';
import { AUDIT_ACTIONS, type AuditEntry } from '#domain/audit/audit.schema.ts';
import { auditSentence } from '#domain/audit/audit-text.rules.ts';
import type { AdminColumn } from '../../components/admin/data-table.tsx';
import { fieldFilter, labelOptions, selectFilter } from '../../components/admin/filter-bar.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListView } from '../../components/admin/resource/list-view.tsx';
import { pagedQuery } from '../../components/admin/resource/resource-actions.ts';
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

type AuditFilters = { search: string; action: string; actor: string; from: string; to: string };
const FILTERS = { action: '', actor: '', from: '', to: '' };
const ACTION_OPTIONS = labelOptions(AUDIT_ACTIONS);

const useEntries = ({ page, filters: { action, actor, from, to } }: ListState<AuditFilters>) =>
  pagedQuery(useAudit({ action, actor, from, to, page }), page);

const auditFilters = (list: ListState<AuditFilters>) => [
  selectFilter(list, { id: 'action', label: 'Hành động' }, ACTION_OPTIONS),
  fieldFilter(list, { id: 'actor', label: 'Email người thực hiện' }, 'text'),
  fieldFilter(list, { id: 'from', label: 'Từ ngày' }, 'date'),
  fieldFilter(list, { id: 'to', label: 'Đến ngày' }, 'date'),
];

/** The audit trail, with filters by action, who and dates kept in the address; each entry in words (decision 023). */
export default function Audit() {
  return (
    <ListView
      declared={auditList}
      useList={useEntries}
      columns={columns}
      rowTestId="audit-row"
      numbered={false}
      filters={FILTERS}
      selectFilters={auditFilters}
    />
  );
}
