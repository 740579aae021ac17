import { FileUp, X } from 'lucide-react';
import { useId, useState } from 'react';
import { IMAGE_UPLOADED_MESSAGE, UPLOAD_RULES } from '#domain/media/upload.rules.ts';
import { notify } from '../../../components/admin/toast.ts';
import {
  mediaUrl,
  type ProductUploadKind,
  productFileProblem,
  UploadFailure,
  uploadProductFile,
} from '../products.api.ts';

const ACCEPT: Record<ProductUploadKind, string> = {
  productImage: 'image/jpeg,image/png,image/webp,image/gif',
  video: 'video/mp4,video/webm',
  zip: '.zip,application/zip',
  document: '.pdf,.doc,.docx,.txt',
};
const HINTS: Record<ProductUploadKind, string> = {
  productImage: 'JPEG, PNG, WebP hoặc GIF, tối đa 5MB; ảnh được thu về 1200×630',
  video: 'MP4 hoặc WebM, tối đa 50MB',
  zip: 'File .zip, tối đa 100MB',
  document: 'PDF, DOC, DOCX hoặc TXT, tối đa 10MB',
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One product upload (spec 002 §2, §5): checked before sending, sent with a progress bar, then previewed (the
 * image and the video shown, the archives named). The stored path goes to the form through `onChange`.
 */
export function ProductUploadField({
  kind,
  label,
  value,
  onChange,
  onBusy,
}: {
  kind: ProductUploadKind;
  label: string;
  value: string | null | undefined;
  onChange: (path: string | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  // the last upload that succeeded, said in a live region: the file's name and size (a ZIP shows nothing else)
  const [uploaded, setUploaded] = useState<string | null>(null);
  const url = mediaUrl(value ?? null);

  async function send(file: File) {
    const problem = productFileProblem(kind, file);
    if (problem) {
      setError(problem);
      notify.error(problem);
      return;
    }
    setError(null);
    setUploaded(null);
    setChosen({ name: file.name, size: file.size });
    setProgress(0);
    onBusy(true);
    try {
      const stored = await uploadProductFile(kind, file, setProgress);
      onChange(stored.path);
      if (kind === 'productImage') notify.success(IMAGE_UPLOADED_MESSAGE);
      else {
        const said = `Đã tải lên ${file.name} (${sizeText(file.size)})`;
        setUploaded(said);
        notify.success(said);
      }
    } catch (failure) {
      const message =
        failure instanceof UploadFailure ? failure.message : UPLOAD_RULES[kind].wrongTypeMessage;
      setError(message);
      notify.error(message);
    } finally {
      setProgress(null);
      onBusy(false);
    }
  }

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <div className="rounded-lg border border-slate-200 p-3" data-testid={`upload-${kind}`}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {HINTS[kind]}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <span className="relative inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-brand-500">
          <FileUp className="size-4" aria-hidden="true" />
          Chọn file
          <input
            id={id}
            type="file"
            accept={ACCEPT[kind]}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className="absolute inset-0 cursor-pointer opacity-0"
            disabled={percent !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
        </span>
        {value && percent === null && (
          <button
            type="button"
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-red-700 hover:bg-red-50"
            onClick={() => {
              onChange(null);
              setChosen(null);
              setUploaded(null);
            }}
          >
            <X className="size-4" aria-hidden="true" />
            Gỡ file
          </button>
        )}
      </div>
      {percent !== null && (
        <div className="mt-2">
          <progress
            className="h-2 w-full accent-brand-500"
            max={100}
            value={percent}
            aria-label={`Đang tải lên ${label}`}
            data-testid={`progress-${kind}`}
          />
          <span className="text-xs text-slate-600">{percent}%</span>
        </div>
      )}
      <p role="status" className="mt-1 text-xs text-emerald-700" data-testid={`uploaded-${kind}`}>
        {uploaded}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600" role="alert">
          {error}
        </p>
      )}
      {url && percent === null && (
        <div className="mt-2" data-testid={`preview-${kind}`}>
          {kind === 'productImage' && (
            <img src={url} alt={`Xem trước ${label}`} className="max-h-40 rounded border" />
          )}
          {kind === 'video' && (
            // biome-ignore lint/a11y/useMediaCaption: a product demo the admin just uploaded has no captions yet
            <video src={url} controls preload="metadata" className="max-h-40 rounded border" />
          )}
          {(kind === 'zip' || kind === 'document') && (
            <a href={url} className="text-sm text-brand-700 underline" download>
              {chosen ? `${chosen.name} (${sizeText(chosen.size)})` : (value ?? '').split('/').pop()}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
