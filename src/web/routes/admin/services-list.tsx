import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { SERVICE_MESSAGES } from '#domain/services/service.schema.ts';
import { isServiceType, SERVICE_TYPES } from '#domain/services/service-type.ts';
import { servicesResource } from '#domain/services/services.resource.ts';
import { BulkActionBar } from '../../components/admin/bulk-action-bar.tsx';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { DataTable, rowNumberColumn } from '../../components/admin/data-table.tsx';
import { FilterBar } from '../../components/admin/filter-bar.tsx';
import { runOnEach } from '../../components/admin/resource/resource-actions.ts';
import { actionsColumn, RowButton } from '../../components/admin/resource/row-actions.tsx';
import { useRowSelection } from '../../components/admin/row-selection.ts';
import { SearchInput } from '../../components/admin/search-input.tsx';
import { QueryView } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass, Modal } from '../../components/ui/modal.tsx';
import { serviceColumns } from '../../features/services/service-columns.tsx';
import { ServiceForm } from '../../features/services/service-form.tsx';
import {
  type ServiceCardItem,
  serviceKeys,
  updateService,
  useAdminServices,
} from '../../features/services/services.api.ts';
import { formatPrice } from '../../lib/format.ts';
import { SERVICE_TYPE_LABELS } from '../../lib/labels.ts';

const TYPE_FILTER = [
  { value: '', label: 'Tất cả loại' },
  ...SERVICE_TYPES.map((type) => ({ value: type, label: SERVICE_TYPE_LABELS[type] })),
];

/** spec 001 §2 "/admin/services/list": search, type filter, selection, details, edit, move to the trash. */
export default function ServicesList() {
  const queryClient = useQueryClient();
  const query = useAdminServices();
  const selection = useRowSelection();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [details, setDetails] = useState<ServiceCardItem | null>(null);
  const [editing, setEditing] = useState<ServiceCardItem | null>(null);
  const [trashing, setTrashing] = useState<ServiceCardItem[] | null>(null);

  const visible = useMemo(() => {
    const term = search.trim().toLocaleLowerCase('vi');
    return (query.data ?? []).filter(
      (s) =>
        (!term || s.title.toLocaleLowerCase('vi').includes(term)) &&
        (!isServiceType(type) || s.type === type),
    );
  }, [query.data, search, type]);
  const chosen = selection.chosen(visible, (s) => s._id);

  const trash = useMutation({
    mutationFn: (items: ServiceCardItem[]) =>
      runOnEach(
        servicesResource,
        'trash',
        items.map((s) => s._id),
      ),
    onSettled: async () => {
      setTrashing(null);
      selection.clear();
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });

  const columns = useMemo(
    () => [
      rowNumberColumn<ServiceCardItem>(),
      ...serviceColumns<ServiceCardItem>(),
      actionsColumn<ServiceCardItem>((s) => (
        <>
          <RowButton label={`Xem chi tiết ${s.title}`} icon={Eye} onClick={() => setDetails(s)} />
          <RowButton label={`Sửa ${s.title}`} icon={Pencil} onClick={() => setEditing(s)} />
          <RowButton label={`Xóa ${s.title}`} icon={Trash2} tone="danger" onClick={() => setTrashing([s])} />
        </>
      )),
    ],
    [],
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <FilterBar
          filters={[
            { id: 'type', label: 'Loại dịch vụ', value: type, options: TYPE_FILTER, onChange: setType },
          ]}
        >
          <SearchInput
            label="Tìm kiếm theo tiêu đề"
            placeholder="Tìm kiếm theo tiêu đề..."
            delayMs={200}
            onSearch={setSearch}
            className="w-72"
          />
        </FilterBar>
        <div className="flex flex-wrap gap-2">
          <BulkActionBar
            count={chosen.length}
            actions={[{ label: 'Xóa', icon: Trash2, tone: 'danger', onClick: () => setTrashing(chosen) }]}
          />
          <Link to="/admin/services/trash" className={buttonClass('secondary')}>
            <Trash2 className="size-4" aria-hidden="true" />
            Thùng rác
          </Link>
          <Link to="/admin/services/add" className={buttonClass()}>
            <Plus className="size-4" aria-hidden="true" />
            Thêm dịch vụ
          </Link>
        </div>
      </div>

      <QueryView
        query={query}
        loadingLabel="Đang tải dịch vụ..."
        errorMessage="Không thể tải danh sách dịch vụ"
      >
        {() => (
          <DataTable
            data={visible}
            columns={columns}
            getRowId={(s) => s._id}
            label="Danh sách dịch vụ"
            emptyText="Không có dịch vụ nào"
            rowTestId="service-row"
            selection={{ ...selection, rowLabel: (s) => `Chọn ${s.title}` }}
            minWidthClass="min-w-[720px]"
          />
        )}
      </QueryView>

      <Modal open={details !== null} title="Chi tiết dịch vụ" onClose={() => setDetails(null)} size="lg">
        {details && (
          <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium text-slate-600">Tiêu đề</dt>
            <dd>{details.title}</dd>
            <dt className="font-medium text-slate-600">Giá</dt>
            <dd>{formatPrice(details.price)}</dd>
            <dt className="font-medium text-slate-600">Loại</dt>
            <dd>{SERVICE_TYPE_LABELS[details.type]}</dd>
            <dt className="font-medium text-slate-600">Mô tả</dt>
            <dd>
              <ul className="list-disc pl-5">
                {details.description.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </dl>
        )}
      </Modal>

      <Modal open={editing !== null} title="Sửa dịch vụ" onClose={() => setEditing(null)} size="lg">
        {editing && (
          <ServiceForm
            initial={{
              title: editing.title,
              description: editing.description.join('\n'),
              price: editing.price ?? '',
              type: editing.type,
              image: editing.image,
            }}
            submitLabel="Cập nhật"
            failureMessage="Có lỗi xảy ra khi cập nhật dịch vụ. Vui lòng thử lại!"
            onCancel={() => setEditing(null)}
            onSubmit={async (input) => {
              await updateService(editing._id, input);
              notify.success(SERVICE_MESSAGES.updated);
              setEditing(null);
              await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
            }}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={trashing !== null}
        title="Chuyển vào thùng rác"
        message={
          <p>
            {trashing?.length === 1
              ? `Chuyển dịch vụ "${trashing[0]?.title}" vào thùng rác?`
              : `Chuyển ${trashing?.length ?? 0} dịch vụ đã chọn vào thùng rác?`}
          </p>
        }
        confirmLabel="Xóa"
        tone="danger"
        busy={trash.isPending}
        onClose={() => setTrashing(null)}
        onConfirm={() => trashing && trash.mutate(trashing)}
      />
    </div>
  );
}
