import { ClipboardPaste, Download, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_INVALID_MESSAGE, isValidArticleImage } from '#domain/news/article.schema.ts';
import { mediaUrl } from '#domain/site/media-url.rules.ts';
import { notify } from '../../../components/admin/toast.ts';
import { formatNumber } from '../../../lib/format.ts';
import { imageFileProblem, uploadNewsImage } from '../news-upload.ts';

type Info = { width: number; height: number; size: number | null; type: string | null };

const inputClass = 'w-full rounded-md border border-slate-300 px-3 py-2 text-sm';

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 102.4) / 10)} KB`;
  return `${formatNumber(Math.round(bytes / (1024 * 102.4)) / 10)} MB`;
}

/** spec 001 §2, §5: featured image by URL, clipboard or upload, with a preview and its dimensions, size, type. */
export function FeaturedImageField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [info, setInfo] = useState<Info | null>(null);
  const [broken, setBroken] = useState(false);
  const [touched, setTouched] = useState(false);
  const trimmed = value.trim();
  const valid = trimmed !== '' && isValidArticleImage(trimmed);
  const url = valid ? mediaUrl(trimmed) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is the trigger to forget the old facts
  useEffect(() => {
    setInfo(null);
    setBroken(false);
  }, [url]);

  const inline = !trimmed ? (touched ? 'Vui lòng nhập URL ảnh' : null) : valid ? null : IMAGE_INVALID_MESSAGE;

  // spec 001 §5: a pasted value must start with http:// (or https://) or this site's address.
  const pasteFromClipboard = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim();
      if (!/^https?:\/\//i.test(text) && !text.startsWith(window.location.origin)) {
        notify.error('Vui lòng dán một URL hợp lệ từ clipboard');
        return;
      }
      setTouched(true);
      onChange(text);
    } catch {
      notify.error('Không thể dán từ clipboard. Vui lòng nhập trực tiếp.');
    }
  };

  const upload = async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadNewsImage(file, 'featured');
      setTouched(true);
      onChange(uploaded.imagePath);
      notify.success('Tải ảnh đại diện thành công');
    } catch {
      notify.error('Không thể upload ảnh đại diện');
    } finally {
      setUploading(false);
    }
  };

  const onLoad = async (image: HTMLImageElement) => {
    const next: Info = { width: image.naturalWidth, height: image.naturalHeight, size: null, type: null };
    setInfo(next);
    try {
      const response = await fetch(image.currentSrc || image.src);
      const blob = await response.blob();
      setInfo({ ...next, size: blob.size, type: blob.type || null });
    } catch {
      // another site's image without CORS: dimensions only
    }
  };

  return (
    <div className="space-y-3">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        Ảnh đại diện <span className="text-red-600">*</span>
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => setTouched(true)}
          placeholder="https://... hoặc public/images/..."
          className={`${inputClass} min-w-0 flex-1`}
          aria-invalid={inline ? 'true' : undefined}
        />
        <button
          type="button"
          onClick={() => void pasteFromClipboard()}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50"
        >
          <ClipboardPaste className="size-4" aria-hidden="true" />
          Dán
        </button>
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50 disabled:opacity-50"
        >
          <Upload className="size-4" aria-hidden="true" />
          {uploading ? 'Đang tải...' : 'Tải ảnh lên'}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label="Chọn ảnh đại diện"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {inline && <p className="text-sm text-red-600">{inline}</p>}
      {url && (
        <div className="rounded-lg border border-slate-200 p-3">
          {broken ? (
            <p className="text-sm text-red-600">Không thể tải ảnh. Vui lòng kiểm tra URL hoặc liên kết.</p>
          ) : (
            <img
              src={url}
              alt="Xem trước ảnh đại diện"
              className="max-h-64 rounded object-contain"
              onLoad={(event) => void onLoad(event.currentTarget)}
              onError={() => setBroken(true)}
            />
          )}
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
            <span data-testid="featured-image-info">
              {info ? `${info.width} × ${info.height}px` : '—'}
              {info?.size ? ` · ${formatBytes(info.size)}` : ''}
              {info?.type ? ` · ${info.type}` : ''}
            </span>
            <span className="flex gap-2">
              <a
                href={url}
                download
                className="inline-flex items-center gap-1 rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
              >
                <Download className="size-3.5" aria-hidden="true" />
                Tải xuống
              </a>
              <button
                type="button"
                onClick={() => onChange('')}
                className="inline-flex items-center gap-1 rounded border border-red-200 px-2 py-1 text-red-600 hover:bg-red-50"
              >
                <Trash2 className="size-3.5" aria-hidden="true" />
                Xóa ảnh
              </button>
            </span>
          </div>
        </div>
      )}
    </div>
  );
}
