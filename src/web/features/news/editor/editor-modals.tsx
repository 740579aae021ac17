import { ImagePlus } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../../components/admin/toast.ts';
import { buttonClass, CancelButton, Modal } from '../../../components/ui/modal.tsx';

const inputClass =
  'mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100';

type LinkModalProps = {
  open: boolean;
  initialUrl: string;
  initialTitle: string;
  onClose: () => void;
  onInsert: (url: string, title: string) => void;
};

/** spec 001 §2, §5: a link needs both its URL and the text it shows. */
export function LinkModal({ open, initialUrl, initialTitle, onClose, onInsert }: LinkModalProps) {
  const [url, setUrl] = useState(initialUrl);
  const [title, setTitle] = useState(initialTitle);
  const urlId = useId();
  const titleId = useId();
  useEffect(() => {
    if (open) {
      setUrl(initialUrl);
      setTitle(initialTitle);
    }
  }, [open, initialUrl, initialTitle]);

  const submit = () => {
    if (!url.trim() || !title.trim()) {
      notify.error('Vui lòng nhập đầy đủ URL và tiêu đề');
      return;
    }
    onInsert(url.trim(), title.trim());
  };

  return (
    <Modal
      open={open}
      title="Chèn liên kết"
      onClose={onClose}
      footer={
        <>
          <CancelButton onClick={onClose} />
          <button type="button" className={buttonClass()} onClick={submit}>
            Chèn liên kết
          </button>
        </>
      }
    >
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={urlId} className="block text-sm font-medium text-slate-700">
          URL
          <input
            id={urlId}
            type="text"
            inputMode="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://"
            className={inputClass}
          />
        </label>
        <label htmlFor={titleId} className="block text-sm font-medium text-slate-700">
          Tiêu đề liên kết
          <input
            id={titleId}
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            className={inputClass}
          />
        </label>
        <button type="submit" hidden tabIndex={-1} />
      </form>
    </Modal>
  );
}

type ImageModalProps = {
  open: boolean;
  uploading: boolean;
  onClose: () => void;
  onFile: (file: File) => void;
};

/** spec 001 §2: drop a picture or click to choose one; the hint reads 'max 800x400px'. */
export function ImageModal({ open, uploading, onClose, onFile }: ImageModalProps) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <Modal open={open} title="Chèn hình ảnh" onClose={onClose}>
      <button
        type="button"
        data-testid="image-dropzone"
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        disabled={uploading}
        className={`flex w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-8 text-center text-sm ${
          dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100'
        }`}
      >
        <ImagePlus className="size-8 text-slate-400" aria-hidden="true" />
        <span className="font-medium text-slate-700">
          {uploading ? 'Đang tải ảnh lên...' : 'Kéo thả ảnh vào đây hoặc nhấn để chọn ảnh'}
        </span>
        <span className="text-slate-500">SVG, PNG, JPG hoặc GIF (max 800x400px)</span>
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        aria-label="Chọn ảnh để chèn"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </Modal>
  );
}

type TableModalProps = {
  open: boolean;
  onClose: () => void;
  onInsert: (rows: number, cols: number) => void;
};

/** spec 001 §2, §9: rows and columns, 3 by 3 unless changed. */
export function TableModal({ open, onClose, onInsert }: TableModalProps) {
  const [rows, setRows] = useState(3);
  const [cols, setCols] = useState(3);
  const rowsId = useId();
  const colsId = useId();
  useEffect(() => {
    if (open) {
      setRows(3);
      setCols(3);
    }
  }, [open]);
  const clamp = (value: number) => Math.max(1, Math.min(20, Number.isFinite(value) ? Math.trunc(value) : 3));

  return (
    <Modal
      open={open}
      title="Chèn bảng"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <CancelButton onClick={onClose} />
          <button type="button" className={buttonClass()} onClick={() => onInsert(clamp(rows), clamp(cols))}>
            Chèn bảng
          </button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3">
        <label htmlFor={rowsId} className="block text-sm font-medium text-slate-700">
          Số hàng
          <input
            id={rowsId}
            type="number"
            min={1}
            max={20}
            value={rows}
            onChange={(event) => setRows(Number(event.target.value))}
            className={inputClass}
          />
        </label>
        <label htmlFor={colsId} className="block text-sm font-medium text-slate-700">
          Số cột
          <input
            id={colsId}
            type="number"
            min={1}
            max={20}
            value={cols}
            onChange={(event) => setCols(Number(event.target.value))}
            className={inputClass}
          />
        </label>
      </div>
    </Modal>
  );
}
