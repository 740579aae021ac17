import { Headset, Sparkles, X } from 'lucide-react';
import { useId, useState } from 'react';
import { COMPANY } from '../../lib/company.ts';

type Widget = 'ai' | 'live';

const WIDGETS: Array<{ id: Widget; label: string; intro: string; Icon: typeof Sparkles; tone: string }> = [
  {
    id: 'ai',
    label: 'Trợ lý AI',
    intro: 'Trợ lý AI sẽ sớm có mặt để trả lời câu hỏi của bạn về dịch vụ, báo giá và quy trình làm việc.',
    Icon: Sparkles,
    tone: 'bg-brand-500 hover:bg-brand-600',
  },
  {
    id: 'live',
    label: 'Hỗ trợ trực tuyến',
    intro: 'Kênh trò chuyện với nhân viên hỗ trợ sẽ sớm được mở.',
    Icon: Headset,
    tone: 'bg-emerald-700 hover:bg-emerald-800',
  },
];

/** The two visitor chat entry points of spec 000 §2; the panels announce that the service is coming soon. */
export function ChatWidgets() {
  const [open, setOpen] = useState<Widget | null>(null);
  const baseId = useId();

  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3">
      {WIDGETS.map(({ id, label, intro, Icon, tone }) => {
        const panelId = `${baseId}-${id}`;
        const isOpen = open === id;
        return (
          <div key={id} className="flex flex-col items-end gap-2">
            {isOpen && (
              <section
                id={panelId}
                aria-label={label}
                className="w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl"
              >
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">{label}</h2>
                  <button
                    type="button"
                    onClick={() => setOpen(null)}
                    aria-label={`Đóng ${label}`}
                    className="rounded p-1 text-slate-500 hover:bg-slate-100"
                  >
                    <X className="size-4" aria-hidden="true" />
                  </button>
                </div>
                <p className="mt-2 text-slate-600">{intro}</p>
                <p className="mt-2 text-slate-600">
                  Dịch vụ sẽ sớm được cung cấp. Trong lúc chờ, bạn có thể gọi hotline{' '}
                  <a href={COMPANY.hotlineHref} className="font-medium text-brand-600">
                    {COMPANY.hotline}
                  </a>{' '}
                  hoặc gửi email tới{' '}
                  <a href={`mailto:${COMPANY.email}`} className="font-medium text-brand-600">
                    {COMPANY.email}
                  </a>
                  .
                </p>
              </section>
            )}
            <button
              type="button"
              aria-expanded={isOpen}
              aria-controls={panelId}
              onClick={() => setOpen(isOpen ? null : id)}
              className={`inline-flex items-center gap-2 rounded-full px-4 py-3 text-sm font-semibold text-white shadow-lg ${tone}`}
            >
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </button>
          </div>
        );
      })}
    </div>
  );
}
