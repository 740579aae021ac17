import { productsResource } from '#domain/products/products.resource.ts';
import { TrashScreen } from '../../components/admin/resource/trash-screen.tsx';
import { EmptyTrashButton } from '../../features/products/empty-trash-button.tsx';
import {
  runTrashAction,
  TRASH_FILTERS,
  trashColumns,
  trashSelectFilters,
  useTrashPage,
} from '../../features/products/product-trash.tsx';

/** spec 002 §2 "/admin/products/trash": filters, who deleted and when, restore, delete for good, delete all. */
export default function ProductsTrash() {
  return (
    <TrashScreen
      resource={productsResource}
      useTrash={useTrashPage}
      columns={trashColumns}
      rowTestId="product-trash-row"
      filters={TRASH_FILTERS}
      run={runTrashAction}
      headerActions={(total) => <EmptyTrashButton total={total} />}
      selectFilters={trashSelectFilters}
    />
  );
}
