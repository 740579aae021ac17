import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { trainingAnswerPreview } from '#domain/chat/answer-preview.rules.ts';
import {
  CATEGORY_LABELS,
  isLowPerformance,
  SEARCH_TYPE_LABELS,
  STATUS_LABELS,
  TRAINING_CATEGORIES,
  TRAINING_MESSAGES,
  TRAINING_PAGE_SIZE,
  TRAINING_SEARCH_DEBOUNCE_MS,
  TRAINING_SEARCH_TYPES,
  TRAINING_STATUSES,
  type TrainingListQuery,
} from '#domain/chat/chatbot.schema.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { type AdminColumn, DataTable, rowNumberColumn } from '../../components/admin/data-table.tsx';
import { FilterBar } from '../../components/admin/filter-bar.tsx';
import { Pagination } from '../../components/admin/pagination.tsx';
import { RowButton } from '../../components/admin/resource/row-actions.tsx';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView, RefreshButton } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import {
  chatbotKeys,
  deleteTraining,
  type TrainingItem,
  useTrainingList,
} from '../../features/chatbot/chatbot.api.ts';
import { TestBox } from '../../features/chatbot/test-box.tsx';
import { TrainingForm, type TrainingFormTarget } from '../../features/chatbot/training-form.tsx';
import { UnansweredQueue } from '../../features/chatbot/unanswered-queue.tsx';
import { ApiError } from '../../lib/api-client.ts';

const CATEGORY_FILTER = [
  { value: '', label: 'Tất cả danh mục' },
  ...TRAINING_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];
const STATUS_FILTER = [
  ...TRAINING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
  { value: 'all', label: 'Tất cả trạng thái' },
];
const SEARCH_TYPE_FILTER = TRAINING_SEARCH_TYPES.map((t) => ({ value: t, label: SEARCH_TYPE_LABELS[t] }));

/** spec 002 §2 "Chatbot training data" with the unanswered queue and the test box. */
export default function ChatTraining() {
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<TrainingListQuery>({
    page: 1,
    limit: TRAINING_PAGE_SIZE,
    status: 'active',
    category: undefined,
    searchType: 'all',
  });
  const list = useTrainingList(query);
  const [form, setForm] = useState<TrainingFormTarget | null>(null);
  const [deleting, setDeleting] = useState<TrainingItem | null>(null);
  const change = (patch: Partial<TrainingListQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));

  const remove = useMutation({
    mutationFn: (item: TrainingItem) => deleteTraining(item._id),
    onSuccess: () => notify.success(TRAINING_MESSAGES.deleted),
    onError: (error) =>
      notify.error((error instanceof ApiError && error.serverMessage) || TRAINING_MESSAGES.deleteFailed),
    onSettled: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: chatbotKeys.all });
    },
  });

  const columns = useMemo<AdminColumn<TrainingItem>[]>(
    () => [
      rowNumberColumn<TrainingItem>((query.page - 1) * query.limit),
      {
        id: 'pattern',
        header: 'Câu hỏi mẫu',
        cell: ({ row }) => (
          <div>
            <p className="font-medium text-slate-900">{row.original.pattern}</p>
            <p className="text-slate-600 text-xs">{row.original.keywords.join(', ')}</p>
            {isLowPerformance(row.original.usage.successRate) && (
              <span className="mt-1 inline-block rounded bg-red-100 px-1.5 text-red-800 text-xs">
                Hiệu quả thấp
              </span>
            )}
          </div>
        ),
      },
      { id: 'category', header: 'Danh mục', cell: ({ row }) => CATEGORY_LABELS[row.original.category] },
      {
        id: 'answer',
        header: 'Câu trả lời',
        cell: ({ row }) => (
          <p className="max-w-md text-slate-700 text-xs" data-testid="training-answer-preview">
            {trainingAnswerPreview(row.original.response.text)}
          </p>
        ),
      },
      { id: 'priority', header: 'Ưu tiên', cell: ({ row }) => row.original.priority },
      { id: 'status', header: 'Trạng thái', cell: ({ row }) => STATUS_LABELS[row.original.status] },
      {
        id: 'usage',
        header: 'Sử dụng',
        cell: ({ row }) => {
          const { count, successRate } = row.original.usage;
          return `${count} lần${successRate === null ? '' : `, ${Math.round(successRate)}% hữu ích`}`;
        },
      },
      {
        id: 'actions',
        header: 'Thao tác',
        meta: { headerClassName: 'text-right' },
        cell: ({ row }) => (
          <div className="flex justify-end gap-1">
            <RowButton
              label={`Sửa ${row.original.pattern}`}
              icon={Pencil}
              onClick={() => setForm({ kind: 'edit', item: row.original })}
            />
            <RowButton
              label={`Xóa ${row.original.pattern}`}
              icon={Trash2}
              tone="danger"
              onClick={() => setDeleting(row.original)}
            />
          </div>
        ),
      },
    ],
    [query.page, query.limit],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar
          filters={[
            {
              id: 'searchType',
              label: 'Tìm trong',
              value: query.searchType,
              options: SEARCH_TYPE_FILTER,
              onChange: (v) => change({ searchType: v as TrainingListQuery['searchType'] }),
            },
            {
              id: 'category',
              label: 'Danh mục',
              value: query.category ?? '',
              options: CATEGORY_FILTER,
              onChange: (v) => change({ category: (v || undefined) as TrainingListQuery['category'] }),
            },
            {
              id: 'status',
              label: 'Trạng thái',
              value: query.status,
              options: STATUS_FILTER,
              onChange: (v) => change({ status: v as TrainingListQuery['status'] }),
            },
          ]}
        >
          <SearchInput
            label="Tìm kiếm dữ liệu huấn luyện"
            placeholder="Tìm kiếm..."
            delayMs={TRAINING_SEARCH_DEBOUNCE_MS}
            onSearch={(search) => change({ search: search.trim() || undefined })}
            className="w-64"
          />
        </FilterBar>
        <div className="flex gap-2">
          <RefreshButton query={list} />
          <button type="button" className={buttonClass()} onClick={() => setForm({ kind: 'new' })}>
            <Plus className="size-4" aria-hidden="true" />
            Thêm mới
          </button>
        </div>
      </div>

      <QueryView
        query={list}
        loadingLabel="Đang tải training data..."
        errorMessage={(e) => (e instanceof ApiError && e.serverMessage) || TRAINING_MESSAGES.loadFailed}
      >
        {(page) => (
          <>
            <DataTable
              data={page.data}
              columns={columns}
              getRowId={(i) => i._id}
              label="Dữ liệu huấn luyện"
              emptyText="Không có dữ liệu huấn luyện"
              rowTestId="training-row"
              minWidthClass="min-w-[960px]"
            />
            <Pagination
              page={page.pagination.page}
              pages={page.pagination.pages}
              onPage={(p) => setQuery((q) => ({ ...q, page: p }))}
            />
          </>
        )}
      </QueryView>

      <div className="grid gap-4 lg:grid-cols-2">
        <UnansweredQueue
          onAnswer={(item) => setForm({ kind: 'unanswered', id: item._id, question: item.question })}
        />
        <div className="rounded-xl bg-white p-4 shadow-sm">
          <TestBox />
        </div>
      </div>

      <Modal
        open={form !== null}
        title={form?.kind === 'edit' ? 'Sửa training data' : 'Thêm training data'}
        onClose={() => setForm(null)}
        size="xl"
      >
        {form && (
          <TrainingForm
            key={form.kind === 'edit' ? form.item._id : form.kind === 'unanswered' ? form.id : 'new'}
            target={form}
            onDone={() => setForm(null)}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        title="Xóa training data"
        message={TRAINING_MESSAGES.confirmDelete}
        confirmLabel="Xóa"
        tone="danger"
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
