import { servicesResource } from '#domain/services/services.resource.ts';
import type { ListState } from '../../components/admin/list-state.ts';
import { deletedColumn, TrashScreen } from '../../components/admin/resource/trash-screen.tsx';
import { serviceColumns } from '../../features/services/service-columns.tsx';
import { type AdminService, useServiceTrash } from '../../features/services/services.api.ts';

const columns = [...serviceColumns<AdminService>(), deletedColumn<AdminService>()];
const useTrash = (list: ListState<{ search: string }>) => useServiceTrash(list.filters.search);

/** spec 001 §2 "/admin/services/trash", with the stored deletion date and who deleted. */
export default function ServicesTrash() {
  return (
    <TrashScreen
      resource={servicesResource}
      useTrash={useTrash}
      columns={columns}
      rowTestId="service-trash-row"
      minWidthClass="min-w-[760px]"
    />
  );
}
