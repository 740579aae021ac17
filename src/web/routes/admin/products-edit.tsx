import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { ProductForm } from '../../features/products/product-form/product-form.tsx';
import { useAdminProduct } from '../../features/products/products.api.ts';

/** spec 002 §2 "/admin/products/edit/{id}": a product that cannot be loaded sends the user back to the list. */
export default function ProductsEdit() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminProduct(id);

  useEffect(() => {
    if (query.isError) {
      notify.error('Không thể tải thông tin sản phẩm');
      navigate('/admin/products/list', { replace: true });
    }
  }, [query.isError, navigate]);

  if (!query.data) return <LoadingState label="Đang tải sản phẩm..." />;
  return <ProductForm key={query.data.id} product={query.data} />;
}
