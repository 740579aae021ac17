import { ArrowLeft, Download, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PRODUCT_MESSAGES } from '#domain/products/product-messages.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { ErrorState, LoadingState } from '../../components/admin/states.tsx';
import { notify } from '../../components/admin/toast.ts';
import { ProductIcon } from '../../components/public/product-icon.tsx';
import { buttonClass } from '../../components/ui/modal.tsx';
import { StatusBadge } from '../../features/products/product-parts.tsx';
import { mediaUrl, useAdminProduct, useProductAction } from '../../features/products/products.api.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

const FILES = [
  ['zipFile', 'File ZIP sản phẩm'],
  ['guideFile', 'File hướng dẫn'],
] as const;

/** spec 002 §2 "/admin/products/detail/{id}": sections, downloads, statistics, delete with confirmation. */
export default function ProductsDetail() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAdminProduct(id);
  const action = useProductAction();
  const [confirming, setConfirming] = useState(false);

  if (query.isPending) return <LoadingState label="Đang tải thông tin sản phẩm..." />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <ErrorState
        message={missing ? PRODUCT_MESSAGES.notFound : 'Không thể tải thông tin sản phẩm'}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const p = query.data;
  const image = mediaUrl(p.dashboardImage);
  const video = mediaUrl(p.videoFile);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/products/list" className={buttonClass('secondary')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Quay lại
        </Link>
        <div className="flex gap-2">
          <Link to={`/admin/products/edit/${p.id}`} className={buttonClass()}>
            <Pencil className="size-4" aria-hidden="true" />
            Chỉnh sửa
          </Link>
          {!p.isDeleted && (
            <button type="button" className={buttonClass('danger')} onClick={() => setConfirming(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Xóa
            </button>
          )}
        </div>
      </div>

      <Section title="Thông tin cơ bản">
        <div className="flex items-center gap-3">
          <ProductIcon icon={p.icon} color={p.iconColor} />
          <div>
            <p className="text-lg font-semibold text-slate-900" data-testid="product-detail-title">
              {p.title}
            </p>
            <p>
              {p.category} · <StatusBadge status={p.status} />
            </p>
          </div>
        </div>
      </Section>
      <Section title="Mô tả">
        <p className="font-medium">{p.description}</p>
        {p.overview && <p className="mt-2 whitespace-pre-line">{p.overview}</p>}
      </Section>
      <Section title="Tính năng chính">
        {p.features.length ? (
          <ul className="list-disc space-y-1 pl-5">
            {p.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : (
          <p>Chưa có tính năng nào</p>
        )}
      </Section>
      <Section title="Hình ảnh và video">
        <div className="grid gap-4 md:grid-cols-2">
          {image ? (
            <img src={image} alt={`Ảnh dashboard ${p.title}`} className="rounded border" />
          ) : (
            <p>Chưa có ảnh</p>
          )}
          {video ? (
            // biome-ignore lint/a11y/useMediaCaption: product demos are uploaded without captions
            <video src={video} controls preload="metadata" className="w-full rounded border" />
          ) : (
            <p>Chưa có video</p>
          )}
        </div>
      </Section>
      <Section title="Tệp tải về">
        <ul className="space-y-2">
          {FILES.map(([key, label]) => {
            const url = mediaUrl(p[key]);
            return (
              <li key={key} className="flex items-center justify-between gap-3">
                <span>{label}</span>
                {url ? (
                  <a href={url} download className={buttonClass('secondary')}>
                    <Download className="size-4" aria-hidden="true" />
                    Tải xuống
                  </a>
                ) : (
                  <span className="text-slate-600">Chưa có tệp</span>
                )}
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title="Thông tin hệ thống và thống kê">
        <dl className="grid gap-2 sm:grid-cols-2">
          <dt className="font-medium">Lượt xem</dt>
          <dd data-testid="product-views">{formatNumber(p.views)}</dd>
          <dt className="font-medium">Lượt tải</dt>
          <dd data-testid="product-downloads">{formatNumber(p.downloads)}</dd>
          <dt className="font-medium">Thứ tự hiển thị</dt>
          <dd>{p.sortOrder}</dd>
          <dt className="font-medium">Ngày tạo</dt>
          <dd>{formatDateTime(p.createdAt)}</dd>
          <dt className="font-medium">Cập nhật lần cuối</dt>
          <dd>{formatDateTime(p.updatedAt)}</dd>
          <dt className="font-medium">Mã sản phẩm</dt>
          <dd className="break-all">{p.id}</dd>
        </dl>
      </Section>

      <ConfirmDialog
        open={confirming}
        title="Xóa sản phẩm"
        message={
          <p>
            Bạn có chắc muốn xóa sản phẩm <strong>{p.title}</strong>? Sản phẩm sẽ được chuyển vào thùng rác.
          </p>
        }
        confirmLabel="Xóa"
        tone="danger"
        busy={action.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          action.mutate(
            { kind: 'trash', id: p.id },
            {
              onSuccess: () => {
                notify.success('Đã xóa sản phẩm thành công');
                navigate('/admin/products/list');
              },
              onError: () => {
                notify.error('Không thể xóa sản phẩm');
                setConfirming(false);
              },
            },
          )
        }
      />
    </div>
  );
}
