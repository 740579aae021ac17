import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Minus, Plus, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PRODUCT_CATEGORIES, PRODUCT_ICONS } from '#domain/products/product.schema.ts';
import {
  DEFAULT_ICON_COLOR,
  DEFAULT_PRODUCT_ICON,
  type ProductFormValues,
  productFieldsSchema,
} from '#domain/products/product-admin.schema.ts';
import { PRODUCT_MESSAGES } from '#domain/products/product-messages.ts';
import { SelectField, TextareaField, TextField, useZodForm } from '../../../components/admin/form-fields.tsx';
import { PreviewLinkBox } from '../../../components/admin/revisions/preview-link-box.tsx';
import { notify } from '../../../components/admin/toast.ts';
import { ProductIcon } from '../../../components/public/product-icon.tsx';
import { buttonClass } from '../../../components/ui/modal.tsx';
import { FormSection } from '../../news/article-form/form-section.tsx';
import { createProductPreviewLink } from '../product-editing.api.ts';
import { type AdminProduct, productKeys, saveProduct } from '../products.api.ts';
import { ProductUploadField } from './product-upload-field.tsx';

// spec 002 §4, §8: after adding, the list follows 1.5 s later
const REDIRECT_AFTER_ADD_MS = 1500;

const ICON_LABELS: Record<string, string> = {
  Cloud: 'Cloud (Đám mây)',
  Wrench: 'Wrench (Công cụ)',
  BarChart: 'BarChart (Phân tích)',
  Shield: 'Shield (Bảo mật)',
  Database: 'Database (Cơ sở dữ liệu)',
  Smartphone: 'Smartphone (Di động)',
  Monitor: 'Monitor (Máy tính)',
  Server: 'Server (Máy chủ)',
  Network: 'Network (Mạng)',
  Code: 'Code (Lập trình)',
};

function initialValues(product?: AdminProduct): ProductFormValues {
  return {
    title: product?.title ?? '',
    category: (product?.category ?? '') as ProductFormValues['category'],
    description: product?.description ?? '',
    overview: product?.overview ?? '',
    icon: (product?.icon ?? DEFAULT_PRODUCT_ICON) as ProductFormValues['icon'],
    iconColor: product?.iconColor ?? DEFAULT_ICON_COLOR,
    features: product?.features ?? [],
    status: product?.status ?? 'active',
    sortOrder: product?.sortOrder ?? 0,
    dashboardImage: product?.dashboardImage ?? null,
    videoFile: product?.videoFile ?? null,
    zipFile: product?.zipFile ?? null,
    guideFile: product?.guideFile ?? null,
  };
}

/** spec 002 §2, §5 add and edit product: validated on blur and on submit, with the spec's texts. */
export function ProductForm({ product }: { product?: AdminProduct }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(productFieldsSchema, { mode: 'onTouched', defaultValues: initialValues(product) });
  // spec 002 §5: at least one feature row always remains; blank rows are dropped on save
  const [features, setFeatures] = useState<string[]>(product?.features.length ? product.features : ['']);
  const [uploading, setUploading] = useState(0);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => form.setValue('features', features), [features, form]);

  const onBusy = (busy: boolean) => setUploading((n) => n + (busy ? 1 : -1));

  const submit = form.handleSubmit(
    async (values) => {
      setSaving(true);
      try {
        await saveProduct(product?.id ?? null, values);
        await queryClient.invalidateQueries({ queryKey: productKeys.all });
        if (product) {
          notify.success(PRODUCT_MESSAGES.updated);
          navigate('/admin/products/list');
        } else {
          notify.success(PRODUCT_MESSAGES.created);
          timer.current = setTimeout(() => navigate('/admin/products/list'), REDIRECT_AFTER_ADD_MS);
        }
      } catch {
        notify.error(product ? 'Không thể cập nhật sản phẩm' : 'Không thể thêm sản phẩm');
        setSaving(false);
      }
    },
    () => notify.error('Vui lòng kiểm tra lại thông tin'),
  );

  // decision 053: the public page with the form's unsaved texts; they must be valid as the save wants them
  const previewLink = async () => {
    if (!product || !(await form.trigger(['title', 'description', 'overview']))) return null;
    const { title, description, overview = '' } = form.getValues();
    return createProductPreviewLink(product.id, { title, description, overview, features });
  };

  const { control } = form;
  const iconColor = form.watch('iconColor');
  const icon = form.watch('icon');
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4"
      aria-label={product ? 'Chỉnh sửa sản phẩm' : 'Thêm sản phẩm'}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/products/list" className={buttonClass('secondary')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Quay lại
        </Link>
        <button type="submit" className={buttonClass()} disabled={saving || uploading > 0}>
          <Save className="size-4" aria-hidden="true" />
          {saving ? 'Đang lưu...' : product ? 'Lưu thay đổi' : 'Thêm sản phẩm'}
        </button>
      </div>

      <FormSection title="Thông tin cơ bản">
        <TextField control={control} name="title" label="Tên sản phẩm" required />
        <SelectField
          control={control}
          name="category"
          label="Danh mục"
          required
          options={[
            { value: '', label: '-- Chọn danh mục --' },
            ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: c })),
          ]}
        />
        <TextareaField control={control} name="description" label="Mô tả ngắn" required rows={3} />
        <TextareaField control={control} name="overview" label="Mô tả chi tiết" rows={6} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={control}
            name="status"
            label="Trạng thái"
            options={[
              { value: 'active', label: 'Hoạt động' },
              { value: 'inactive', label: 'Tạm dừng' },
            ]}
          />
          <TextField control={control} name="sortOrder" label="Thứ tự hiển thị" type="number" min="0" />
        </div>
      </FormSection>

      <FormSection title="Icon và màu">
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex-1">
            <SelectField
              control={control}
              name="icon"
              label="Icon"
              required
              options={PRODUCT_ICONS.map((i) => ({ value: i, label: ICON_LABELS[i] ?? i }))}
            />
          </div>
          <Controller
            control={control}
            name="iconColor"
            render={({ field, fieldState }) => (
              <div>
                <label htmlFor="product-icon-color" className="block text-sm font-medium text-slate-700">
                  Màu icon <span className="text-red-600">*</span>
                </label>
                <input
                  id="product-icon-color"
                  type="color"
                  value={field.value ?? DEFAULT_ICON_COLOR}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  className="mt-1 h-10 w-16 rounded border border-slate-300"
                />
                {fieldState.error && <p className="mt-1 text-xs text-red-600">{fieldState.error.message}</p>}
              </div>
            )}
          />
          <div aria-hidden="true">
            <ProductIcon icon={icon ?? DEFAULT_PRODUCT_ICON} color={iconColor ?? DEFAULT_ICON_COLOR} />
          </div>
        </div>
      </FormSection>

      <FormSection title="Tính năng">
        <ul className="space-y-2">
          {features.map((feature, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in an editable list
            <li key={index} className="flex gap-2">
              <input
                value={feature}
                aria-label={`Tính năng ${index + 1}`}
                placeholder="Nhập tính năng..."
                className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
                onChange={(e) =>
                  setFeatures((rows) => rows.map((r, i) => (i === index ? e.target.value : r)))
                }
              />
              <button
                type="button"
                className={buttonClass('secondary')}
                disabled={features.length <= 1}
                onClick={() => setFeatures((rows) => rows.filter((_, i) => i !== index))}
              >
                <Minus className="size-4" aria-hidden="true" />
                <span className="sr-only">Xóa tính năng {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setFeatures((rows) => [...rows, ''])}
        >
          <Plus className="size-4" aria-hidden="true" />
          Thêm tính năng
        </button>
      </FormSection>

      <FormSection title="Hình ảnh, video và tệp tải về">
        <div className="grid gap-4 md:grid-cols-2">
          {(
            [
              ['dashboardImage', 'productImage', 'Ảnh dashboard'],
              ['videoFile', 'video', 'Video demo'],
              ['zipFile', 'zip', 'File ZIP'],
              ['guideFile', 'document', 'File hướng dẫn'],
            ] as const
          ).map(([name, kind, label]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <ProductUploadField
                  kind={kind}
                  label={label}
                  value={field.value}
                  onChange={field.onChange}
                  onBusy={onBusy}
                />
              )}
            />
          ))}
        </div>
      </FormSection>

      {product && (
        <FormSection title="Xem trước">
          <PreviewLinkBox makeLink={previewLink} />
        </FormSection>
      )}

      {/* a long form: the save button again at its end, where the last field is filled in */}
      <div className="flex justify-end">
        <button type="submit" className={buttonClass()} disabled={saving || uploading > 0}>
          <Save className="size-4" aria-hidden="true" />
          {saving ? 'Đang lưu...' : product ? 'Lưu thay đổi' : 'Thêm sản phẩm'}
        </button>
      </div>
    </form>
  );
}
