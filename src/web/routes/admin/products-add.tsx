import { ProductForm } from '../../features/products/product-form/product-form.tsx';

/** spec 002 §2 "/admin/products/add". */
export default function ProductsAdd() {
  return <ProductForm />;
}
