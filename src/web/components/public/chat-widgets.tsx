import { Headset, Sparkles, X } from 'lucide-react';
import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { SENDER_NAMES } from '#domain/livechat/livechat.constants.ts';
import type { Handoff } from '../../../domain/chat/handoff.schema.ts';
import { hasLiveSession, storedUnread } from '../../features/live-chat/live-chat-storage.ts';
import { onOpenLiveChat } from '../../lib/live-chat-handoff.ts';

// the live support panel (and socket.io-client) load only when the visitor opens it
const LiveChatPanel = lazy(() => import('../../features/live-chat/live-chat-panel.tsx'));

type Widget = 'ai' | 'live';

// the AI assistant's panel loads only when opened: public pages carry none of its code up front
const AiChatPanel = lazy(() => import('../../features/ai-chat/ai-chat-panel.tsx'));

const WIDGETS: Array<{ id: Widget; label: string; Icon: typeof Sparkles; tone: string }> = [
  { id: 'ai', label: SENDER_NAMES.assistant, Icon: Sparkles, tone: 'bg-brand-500 hover:bg-brand-600' },
  { id: 'live', label: 'Hỗ trợ trực tuyến', Icon: Headset, tone: 'bg-emerald-700 hover:bg-emerald-800' },
];

/** One chat panel above the launchers: its title and a close button, then the widget. */
function WidgetPanel(props: {
  id: string;
  label: string;
  hidden?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <section
      id={props.id}
      aria-label={props.label}
      hidden={props.hidden}
      // never taller than the window between the site's header and the launchers: on a 720 px laptop the
      // after-hours forms would otherwise reach under the header, with their buttons out of reach
      className="max-h-[calc(100dvh-13rem)] w-80 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xl"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{props.label}</h2>
        <button
          type="button"
          onClick={props.onClose}
          aria-label={`Đóng ${props.label}`}
          className="rounded p-1 text-slate-500 hover:bg-slate-100"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {props.children}
    </section>
  );
}

/**
 * The two visitor chat entry points of spec 000 §2: compact round launchers in the bottom-right corner (wide
 * pills covered page controls), each named by its label and showing it as a tooltip on hover or focus. The
 * page keeps room below its last content for them (`pb-launchers` on the footer). `liveUnread` is the live
 * chat's unread count, shown as a badge on the second launcher.
 */
export function ChatWidgets({ liveUnread = 0 }: { liveUnread?: number }) {
  const [open, setOpen] = useState<Widget | null>(null);
  const baseId = useId();
  const launchers = useRef<Partial<Record<Widget, HTMLButtonElement | null>>>({});
  // live support: mounted once opened (or handed over, or used before) and kept while closed, for the badge
  const [liveStarted, setLiveStarted] = useState(false);
  const [liveCount, setLiveCount] = useState<number | null>(null);
  const [handoff, setHandoff] = useState<Handoff | null>(null);
  useEffect(() => {
    setLiveCount(storedUnread());
    if (hasLiveSession()) setLiveStarted(true);
    return onOpenLiveChat((h) => {
      setHandoff(h);
      setLiveStarted(true);
      setOpen('live');
    });
  }, []);
  const [aiSection, liveSection] = WIDGETS as [(typeof WIDGETS)[number], (typeof WIDGETS)[number]];

  const close = () => {
    if (open) launchers.current[open]?.focus();
    setOpen(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the widget closes its open panel
    <div className="fixed right-3 bottom-3 z-40 flex flex-col items-end gap-3" onKeyDown={onKeyDown}>
      {(liveStarted || open === 'live') && (
        <WidgetPanel id={`${baseId}-live`} label={liveSection.label} hidden={open !== 'live'} onClose={close}>
          <Suspense fallback={<p className="mt-2 text-slate-600">Đang tải...</p>}>
            <LiveChatPanel open={open === 'live'} handoff={handoff} onUnread={setLiveCount} />
          </Suspense>
        </WidgetPanel>
      )}
      {open === 'ai' && (
        <WidgetPanel id={`${baseId}-ai`} label={aiSection.label} onClose={close}>
          <Suspense fallback={<p className="mt-2 text-slate-600">Đang tải trợ lý…</p>}>
            <AiChatPanel />
          </Suspense>
        </WidgetPanel>
      )}
      <div className="flex flex-col gap-2" data-testid="chat-launchers">
        {WIDGETS.map(({ id, label, Icon, tone }) => {
          const isOpen = open === id;
          const tooltipId = `${baseId}-${id}-tip`;
          const unread = id === 'live' ? (liveCount ?? liveUnread) : 0;
          return (
            <div key={id} className="group relative">
              <button
                ref={(element) => {
                  launchers.current[id] = element;
                }}
                type="button"
                aria-label={label}
                aria-describedby={unread > 0 ? tooltipId : undefined}
                aria-expanded={isOpen}
                aria-controls={isOpen ? `${baseId}-${id}` : undefined}
                onClick={() => {
                  if (id === 'live') setLiveStarted(true);
                  setOpen(isOpen ? null : id);
                }}
                className={`flex size-12 items-center justify-center rounded-full text-white shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${tone}`}
              >
                <Icon className="size-6" aria-hidden="true" />
              </button>
              {unread > 0 && (
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-600 px-1 text-center font-semibold text-white text-xs leading-5"
                >
                  {unread > 99 ? '99+' : unread}
                </span>
              )}
              <span
                id={tooltipId}
                role="tooltip"
                className="pointer-events-none absolute top-1/2 right-full mr-2 hidden -translate-y-1/2 whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-white text-xs group-focus-within:block group-hover:block"
              >
                {label}
                {unread > 0 && ` (${unread} tin nhắn chưa đọc)`}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
