import { Download, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_MESSAGES } from '#domain/products/product-messages.ts';
import { mediaUrl } from '#domain/site/media-url.rules.ts';

// spec 000 §8 "Product download toasts"
const MESSAGES = {
  productMissing: PRODUCT_MESSAGES.fileMissing,
  productFailed: 'Không thể tải xuống sản phẩm',
  guideMissing: 'File hướng dẫn không khả dụng',
  guideInvalid: 'URL file hướng dẫn không hợp lệ',
} as const;

/** Only our media paths or http(s) addresses are offered as links (spec 000 §5: the guide URL must be valid). */
export function safeFileUrl(stored: string | null, kind: 'zips' | 'guides'): string | null {
  const url = mediaUrl(stored, kind);
  if (!url) return null;
  if (url.startsWith('/api/public/')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function useNotice(): [string | null, (message: string) => void] {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 3000); // spec 000 §9: toasts close after 3 s
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice];
}

/**
 * The product's download buttons. They are plain links to the files, so they work without JavaScript; with it,
 * each product download is also counted on the server (POST /api/products/{id}/download).
 */
export function ProductDownloads({
  productId,
  zipFile,
  guideFile,
  compact = false,
}: {
  productId: string;
  zipFile: string | null;
  guideFile: string | null;
  compact?: boolean;
}) {
  const [notice, notify] = useNotice();
  const zipUrl = safeFileUrl(zipFile, 'zips');
  const guideUrl = safeFileUrl(guideFile, 'guides');

  const countDownload = () => {
    fetch(`/api/products/${productId}/download`, { method: 'POST', keepalive: true })
      .then(async (response) => {
        if (response.ok) return;
        const body = await response.json().catch(() => null);
        notify(body?.message === MESSAGES.productMissing ? MESSAGES.productMissing : MESSAGES.productFailed);
      })
      .catch(() => notify(MESSAGES.productFailed));
  };

  const button =
    'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold focus-visible:outline-2';

  if (compact) {
    return zipUrl ? (
      <>
        <a
          href={zipUrl}
          download
          onClick={countDownload}
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          <Download className="size-4" aria-hidden="true" /> Tải xuống
        </a>
        <span role="status" aria-live="polite" className="text-sm text-red-700">
          {notice}
        </span>
      </>
    ) : (
      <Link to="/advise" className={`${button} bg-accent-500 text-white hover:bg-amber-800`}>
        Liên Hệ Tư Vấn
      </Link>
    );
  }

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        {zipUrl ? (
          <a
            href={zipUrl}
            download
            onClick={countDownload}
            className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
          >
            <Download className="size-4" aria-hidden="true" /> Tải sản phẩm
          </a>
        ) : null}
        {guideUrl ? (
          <a
            href={guideUrl}
            download
            className={`${button} border border-brand-600 text-brand-700 hover:bg-brand-50`}
          >
            <FileText className="size-4" aria-hidden="true" /> Tải hướng dẫn
          </a>
        ) : guideFile ? (
          <button type="button" onClick={() => notify(MESSAGES.guideInvalid)} className={`${button} border`}>
            <FileText className="size-4" aria-hidden="true" /> Tải hướng dẫn
          </button>
        ) : null}
      </div>
      {!zipUrl || !guideFile ? (
        <div className="mt-4 rounded-xl bg-amber-50 p-4 text-amber-900">
          <p>
            {!zipUrl ? MESSAGES.productMissing : MESSAGES.guideMissing}. Liên hệ với chúng tôi để được gửi bản
            phù hợp.
          </p>
          <Link to="/advise" className={`${button} mt-3 bg-accent-500 text-white hover:bg-amber-800`}>
            Liên Hệ Tư Vấn
          </Link>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm font-medium text-red-700">
        {notice}
      </p>
    </div>
  );
}
