import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { RevisionsPanel } from '../../components/admin/revisions/revisions-panel.tsx';
import { LoadingState } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { productRevisions } from '../../features/products/product-editing.api.ts';
import { ProductForm } from '../../features/products/product-form/product-form.tsx';
import { productKeys, useAdminProduct } from '../../features/products/products.api.ts';

/**
 * spec 002 §2 "/admin/products/edit/{id}": a product that cannot be loaded sends the user back to the list. Below
 * the form, its revisions (decision 053); a restore loads the restored product into a fresh form.
 */
export default function ProductsEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useAdminProduct(id);

  useEffect(() => {
    if (query.isError) {
      notify.error('Không thể tải thông tin sản phẩm');
      navigate('/admin/products/list', { replace: true });
    }
  }, [query.isError, navigate]);

  if (!query.data) return <LoadingState label="Đang tải sản phẩm..." />;
  const product = query.data;
  return (
    <div className="space-y-4">
      <ProductForm key={`${product.id}:${product.updatedAt}`} product={product} />
      <RevisionsPanel
        source={productRevisions}
        itemId={product.id}
        readOnly={product.isDeleted}
        onRestored={(restored) => queryClient.setQueryData(productKeys.detail(id), restored)}
      />
    </div>
  );
}
