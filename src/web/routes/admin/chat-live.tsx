import {
  Bell,
  CheckSquare,
  Download,
  MessageSquarePlus,
  MessagesSquare,
  Send,
  Trash2,
  X,
} from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { SENDER_NAMES } from '#domain/livechat/livechat.constants.ts';
import {
  type CannedReply,
  LIVECHAT_MESSAGE_MAX,
  LIVECHAT_TYPING_STOP_MS,
  type LivechatRoom,
  LIVECHAT_MESSAGES as M,
} from '#domain/livechat/livechat.schema.ts';
import { foldVietnamese } from '#domain/news/slug.rules.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { notify, TOAST_DURATION } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import {
  deleteRoom,
  downloadTranscript,
  fetchCannedReplies,
  saveCannedReply,
  useAgentSocket,
} from '../../features/live-chat/agent-console.api.ts';
import { formatDateTime } from '../../lib/format.ts';

/** A short tone for a new waiting room (issue 17 item 4), when the browser lets the page play sound. */
function chime() {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = 880;
    gain.gain.value = 0.05;
    osc.connect(gain).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.15);
    osc.onended = () => void ctx.close();
  } catch {
    // no audio: the notification and the list still show it
  }
}

type Confirm = { kind: 'one'; room: LivechatRoom } | { kind: 'bulk'; ids: string[] } | null;

/** spec 002 §2 Admin live chat: rooms on the left, the room on the right (issue 17 item 4). */
export default function ChatLive() {
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [multi, setMulti] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [busy, setBusy] = useState(false);
  const chat = useAgentSocket(selected, {
    onDeletedElsewhere: (roomId) => {
      if (roomId === selected) setSelected(null);
      toast.info('Cuộc trò chuyện đã bị xóa bởi quản trị viên khác', { duration: TOAST_DURATION.success });
    },
    onNewRoom: (room) => {
      chime();
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted')
        new Notification('Khách mới đang chờ hỗ trợ', { body: room.user.name });
    },
  });

  const rooms = useMemo(() => {
    const term = foldVietnamese(search.trim());
    if (!term) return chat.rooms;
    return chat.rooms.filter((r) =>
      [r.user.name, r.user.phone ?? '', r.user.email ?? '', r.lastMessage?.content ?? ''].some((v) =>
        foldVietnamese(v).includes(term),
      ),
    );
  }, [chat.rooms, search]);
  const room = chat.rooms.find((r) => r.roomId === selected) ?? null;

  const runDelete = async () => {
    if (!confirm) return;
    setBusy(true);
    const ids = confirm.kind === 'one' ? [confirm.room.roomId] : confirm.ids;
    let rooms = 0;
    let messages = 0;
    for (const id of ids) {
      try {
        chat.deleting(id);
        const n = await deleteRoom(id);
        chat.deleted(id, n);
        rooms += 1;
        messages += n;
        if (id === selected) setSelected(null);
      } catch {
        // counted below
      }
    }
    setBusy(false);
    setConfirm(null);
    setChosen(new Set());
    if (confirm.kind === 'one') {
      if (rooms === 1) notify.success(M.deleted);
      else notify.error(M.deleteFailed);
      return;
    }
    if (rooms === ids.length) notify.success(M.bulkDeleted(rooms, messages));
    else if (rooms > 0) notify.warning(M.bulkPartial(rooms, ids.length));
    else notify.error(M.bulkFailed);
  };

  const allChosen = rooms.length > 0 && rooms.every((r) => chosen.has(r.roomId));
  const toggle = (id: string) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="grid h-[calc(100vh-9rem)] min-h-[32rem] grid-cols-1 gap-4 md:grid-cols-[20rem_1fr]">
      <section
        aria-label="Danh sách cuộc trò chuyện"
        className="flex min-h-0 flex-col rounded-xl bg-white shadow-sm"
      >
        <div className="space-y-2 border-slate-200 border-b p-3">
          <label className="sr-only" htmlFor="chat-room-search">
            Tìm cuộc trò chuyện
          </label>
          <input
            id="chat-room-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Tìm theo tên, số điện thoại, email..."
            className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-pressed={multi}
              onClick={() => {
                setMulti(!multi);
                setChosen(new Set());
              }}
            >
              {multi ? (
                <X className="size-4" aria-hidden="true" />
              ) : (
                <CheckSquare className="size-4" aria-hidden="true" />
              )}
              {multi ? 'Thoát chọn nhiều' : 'Chọn nhiều'}
            </button>
            {typeof Notification !== 'undefined' && Notification.permission === 'default' && (
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => void Notification.requestPermission()}
              >
                <Bell className="size-4" aria-hidden="true" />
                Bật thông báo
              </button>
            )}
          </div>
          {multi && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={allChosen}
                  onChange={() => setChosen(allChosen ? new Set() : new Set(rooms.map((r) => r.roomId)))}
                />
                Chọn tất cả
              </label>
              <button
                type="button"
                className={buttonClass('danger')}
                disabled={chosen.size === 0}
                onClick={() => setConfirm({ kind: 'bulk', ids: [...chosen] })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Xóa đã chọn ({chosen.size})
              </button>
            </div>
          )}
        </div>
        {!chat.loaded ? (
          <p role="status" className="p-4 text-slate-600 text-sm">
            Đang tải danh sách chat...
          </p>
        ) : rooms.length === 0 ? (
          <p className="p-4 text-slate-600 text-sm">Chưa có cuộc trò chuyện nào</p>
        ) : (
          <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="chat-rooms">
            {rooms.map((r) => (
              <li
                key={r.roomId}
                className={`flex items-stretch border-slate-100 border-b ${r.roomId === selected ? 'bg-brand-50' : ''}`}
                data-testid="chat-room"
              >
                {multi && (
                  <label className="flex items-center pl-3">
                    <span className="sr-only">Chọn {r.user.name}</span>
                    <input type="checkbox" checked={chosen.has(r.roomId)} onChange={() => toggle(r.roomId)} />
                  </label>
                )}
                <button
                  type="button"
                  onClick={() => setSelected(r.roomId)}
                  aria-current={r.roomId === selected ? 'true' : undefined}
                  className="min-w-0 flex-1 px-3 py-2 text-left hover:bg-slate-50"
                >
                  <span className="flex items-center gap-2">
                    <span
                      className={`size-2.5 shrink-0 rounded-full ${r.online ? 'bg-emerald-600' : 'bg-slate-400'}`}
                      aria-hidden="true"
                    />
                    <span className="truncate font-medium text-slate-900">{r.user.name}</span>
                    <span className="sr-only">{r.online ? 'đang trực tuyến' : 'ngoại tuyến'}</span>
                    {r.waiting && (
                      <span className="rounded bg-amber-100 px-1 text-amber-900 text-xs">Đang chờ</span>
                    )}
                    {r.unreadCount > 0 && (
                      <span
                        className="ml-auto rounded-full bg-red-600 px-1.5 text-white text-xs"
                        data-testid="room-unread"
                      >
                        {r.unreadCount > 99 ? '99+' : r.unreadCount}
                        <span className="sr-only"> tin chưa đọc</span>
                      </span>
                    )}
                  </span>
                  <span className="mt-0.5 flex justify-between gap-2 text-slate-600 text-xs">
                    <span className="truncate">
                      {r.isTyping ? <em>Đang nhập...</em> : (r.lastMessage?.content ?? '')}
                    </span>
                    {r.lastMessage && (
                      <span className="shrink-0">{formatDateTime(r.lastMessage.timestamp)}</span>
                    )}
                  </span>
                </button>
                {!multi && (
                  <button
                    type="button"
                    onClick={() => setConfirm({ kind: 'one', room: r })}
                    aria-label={`Xóa cuộc trò chuyện với ${r.user.name}`}
                    className="px-2 text-slate-500 hover:text-red-700"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      {room ? (
        <RoomPane
          room={room}
          messages={chat.messages[room.roomId] ?? []}
          connected={chat.connected}
          chat={chat}
        />
      ) : (
        <section
          className="flex items-center justify-center rounded-xl bg-white text-slate-600 shadow-sm"
          aria-label="Cuộc trò chuyện"
        >
          <p className="flex items-center gap-2">
            <MessagesSquare className="size-5" aria-hidden="true" />
            Chọn một cuộc trò chuyện để bắt đầu
          </p>
        </section>
      )}

      <ConfirmDialog
        open={confirm !== null}
        title="Xóa cuộc trò chuyện"
        message={
          confirm?.kind === 'bulk'
            ? `Xóa ${confirm.ids.length} cuộc trò chuyện đã chọn? Tất cả tin nhắn sẽ bị xóa vĩnh viễn.`
            : `Xóa cuộc trò chuyện với ${confirm?.kind === 'one' ? confirm.room.user.name : ''}? Tất cả tin nhắn sẽ bị xóa vĩnh viễn.`
        }
        confirmLabel="Xóa"
        tone="danger"
        irreversible
        busy={busy}
        onConfirm={() => void runDelete()}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}

function RoomPane({
  room,
  messages,
  connected,
  chat,
}: {
  room: LivechatRoom;
  messages: Array<{ _id: string; sender: string; message: string; timestamp: string }>;
  connected: boolean;
  chat: ReturnType<typeof useAgentSocket>;
}) {
  const [text, setText] = useState('');
  const [canned, setCanned] = useState<CannedReply[]>([]);
  const [adding, setAdding] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typing = useRef(false);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    fetchCannedReplies().then(setCanned, () => {});
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls to the newest message when one arrives
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const stopTyping = () => {
    clearTimeout(typingTimer.current);
    if (typing.current) chat.typing(room.roomId, false);
    typing.current = false;
  };
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const suggestions = text.startsWith('/')
    ? canned.filter((c) => c.shortcut.toLowerCase().startsWith(text.slice(1).toLowerCase())).slice(0, 6)
    : [];

  const onType = (value: string) => {
    setText(value);
    if (!typing.current) chat.typing(room.roomId, true);
    typing.current = true;
    clearTimeout(typingTimer.current);
    // spec 002 §9: the admin typing signal goes off 2000 ms after the last key
    typingTimer.current = setTimeout(stopTyping, LIVECHAT_TYPING_STOP_MS);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if ((event.key === 'Tab' || event.key === 'Enter') && suggestions[0]) {
      event.preventDefault();
      setText(suggestions[0].content);
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };
  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || !connected) return;
    stopTyping();
    setText('');
    if (!(await chat.sendMessage(room.roomId, body))) {
      setText(body);
      notify.error('Không thể gửi tin nhắn. Vui lòng thử lại.');
    }
  };
  const exportAs = (format: 'txt' | 'csv') =>
    downloadTranscript(room.roomId, format).catch(() => notify.error('Không thể xuất cuộc trò chuyện'));

  return (
    <section
      aria-label={`Trò chuyện với ${room.user.name}`}
      className="flex min-h-0 flex-col rounded-xl bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-slate-200 border-b p-3">
        <div>
          <h2 className="font-semibold text-slate-900">{room.user.name || SENDER_NAMES.visitor}</h2>
          <p className="text-slate-600 text-xs">
            {[room.user.phone, room.user.email].filter(Boolean).join(' · ') || 'Chưa có thông tin liên hệ'} ·{' '}
            <span data-testid="room-online">{room.online ? 'Đang trực tuyến' : 'Ngoại tuyến'}</span>
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className={buttonClass('secondary')} onClick={() => void exportAs('txt')}>
            <Download className="size-4" aria-hidden="true" />
            Xuất TXT
          </button>
          <button type="button" className={buttonClass('secondary')} onClick={() => void exportAs('csv')}>
            <Download className="size-4" aria-hidden="true" />
            Xuất CSV
          </button>
        </div>
      </header>
      <div
        role="log"
        aria-label="Tin nhắn"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto bg-slate-50 p-3"
        data-testid="agent-messages"
      >
        {messages.map((m) => (
          <div
            key={m._id}
            data-sender={m.sender}
            className={
              m.sender === 'user'
                ? 'mr-12 self-start rounded-lg bg-white px-3 py-1.5 shadow-sm'
                : m.sender === 'admin'
                  ? 'ml-12 self-end rounded-lg bg-brand-700 px-3 py-1.5 text-white'
                  : 'self-center whitespace-pre-line rounded bg-slate-200 px-3 py-1.5 text-slate-800 text-xs'
            }
          >
            <span className="whitespace-pre-line break-words">{m.message}</span>
            <span className={`block text-[0.7rem] ${m.sender === 'admin' ? 'text-white' : 'text-slate-600'}`}>
              {formatDateTime(m.timestamp)}
            </span>
          </div>
        ))}
        {room.isTyping && (
          <p className="self-start text-slate-600 text-xs italic" data-testid="visitor-typing">
            Khách đang nhập...
          </p>
        )}
        <div ref={end} />
      </div>
      <form
        onSubmit={(e) => void send(e)}
        className="relative flex items-end gap-2 border-slate-200 border-t p-3"
      >
        {suggestions.length > 0 && (
          <ul
            aria-label="Câu trả lời mẫu"
            className="absolute bottom-full left-3 mb-1 w-80 rounded-md border border-slate-200 bg-white text-sm shadow-lg"
          >
            {suggestions.map((c) => (
              <li key={c._id}>
                <button
                  type="button"
                  className="w-full px-3 py-1.5 text-left hover:bg-slate-100"
                  onClick={() => setText(c.content)}
                >
                  <strong>/{c.shortcut}</strong>{' '}
                  <span className="text-slate-600">{c.content.slice(0, 60)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <label htmlFor="agent-input" className="sr-only">
          Nhập tin nhắn (gõ / để chèn câu trả lời mẫu)
        </label>
        <textarea
          id="agent-input"
          rows={2}
          value={text}
          maxLength={LIVECHAT_MESSAGE_MAX}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Nhập tin nhắn... (gõ / để chèn câu trả lời mẫu)"
          className="min-w-0 flex-1 resize-none rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
        <button type="submit" className={buttonClass('primary')} disabled={!text.trim() || !connected}>
          <Send className="size-4" aria-hidden="true" />
          Gửi
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setAdding(!adding)}
          aria-expanded={adding}
        >
          <MessageSquarePlus className="size-4" aria-hidden="true" />
          Mẫu
        </button>
      </form>
      {adding && (
        <CannedForm
          onSaved={(c) => {
            setCanned((list) => [...list, c].sort((a, b) => a.shortcut.localeCompare(b.shortcut)));
            setAdding(false);
          }}
        />
      )}
    </section>
  );
}

function CannedForm({ onSaved }: { onSaved(c: CannedReply): void }) {
  const [shortcut, setShortcut] = useState('');
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await saveCannedReply({ shortcut, content });
      notify.success(M.cannedSaved);
      onSaved(saved);
    } catch (e) {
      setError(e instanceof Error ? e.message : M.cannedExists);
    }
  };
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-wrap items-end gap-2 border-slate-200 border-t p-3 text-sm"
      aria-label="Thêm câu trả lời mẫu"
    >
      <label className="flex flex-col gap-1">
        Lối tắt
        <input
          value={shortcut}
          onChange={(e) => setShortcut(e.target.value)}
          className="rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      <label className="flex min-w-64 flex-1 flex-col gap-1">
        Nội dung
        <input
          value={content}
          onChange={(e) => setContent(e.target.value)}
          className="rounded-md border border-slate-300 px-2 py-1"
        />
      </label>
      <button type="submit" className={buttonClass('primary')}>
        Lưu mẫu
      </button>
      {error && (
        <p role="alert" className="w-full text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
