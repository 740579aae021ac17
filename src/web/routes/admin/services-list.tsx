import { useQueryClient } from '@tanstack/react-query';
import { Eye, Pencil } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { SERVICE_MESSAGES } from '#domain/services/service.schema.ts';
import { isServiceType, SERVICE_TYPES } from '#domain/services/service-type.ts';
import { servicesResource } from '#domain/services/services.resource.ts';
import { selectFilter } from '../../components/admin/filter-bar.tsx';
import type { ListState } from '../../components/admin/list-state.ts';
import { ListScreen } from '../../components/admin/resource/list-screen.tsx';
import { RowButton } from '../../components/admin/resource/row-actions.tsx';
import { notify } from '../../components/admin/toast.ts';
import { Modal } from '../../components/ui/modal.tsx';
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

type ServiceFilters = { search: string; type: string };

/** The services, narrowed here by title and type: spec 001 §7 lists them all at once. */
function useServiceRows(list: ListState<ServiceFilters>) {
  const query = useAdminServices();
  const { search, type } = list.filters;
  const data = useMemo(() => {
    const term = search.trim().toLocaleLowerCase('vi');
    return query.data?.filter(
      (s) =>
        (!term || s.title.toLocaleLowerCase('vi').includes(term)) &&
        (!isServiceType(type) || s.type === type),
    );
  }, [query.data, search, type]);
  return { ...query, data };
}

const columns = serviceColumns<ServiceCardItem>();
const typeFilter = (list: ListState<ServiceFilters>) => [
  selectFilter(list, { id: 'type', label: 'Loại dịch vụ' }, TYPE_FILTER),
];

/** spec 001 §2 "/admin/services/list": search, type filter, selection, details, edit, move to the trash. */
export default function ServicesList() {
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<ServiceCardItem | null>(null);
  const [editing, setEditing] = useState<ServiceCardItem | null>(null);
  const rowActions = useCallback(
    (s: ServiceCardItem, trashButton: ReactNode) => (
      <>
        <RowButton label={`Xem chi tiết ${s.title}`} icon={Eye} onClick={() => setDetails(s)} />
        <RowButton label={`Sửa ${s.title}`} icon={Pencil} onClick={() => setEditing(s)} />
        {trashButton}
      </>
    ),
    [],
  );

  return (
    <ListScreen
      resource={servicesResource}
      useList={useServiceRows}
      columns={columns}
      rowTestId="service-row"
      addPath="/admin/services/add"
      minWidthClass="min-w-[720px]"
      searchDelayMs={200}
      filters={{ type: '' }}
      selectFilters={typeFilter}
      rowActions={rowActions}
    >
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
    </ListScreen>
  );
}
