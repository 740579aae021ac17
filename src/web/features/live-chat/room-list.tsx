import { Bell, CheckSquare, Trash2, X } from 'lucide-react';
import { type LivechatRoom, LIVECHAT_MESSAGES as M } from '#domain/livechat/livechat.schema.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { formatDateTime } from '../../lib/format.ts';
import type { DeletionConfirm } from './use-room-deletion.ts';

type RoomListProps = {
  rooms: LivechatRoom[];
  loaded: boolean;
  selected: string | null;
  onSelect(roomId: string): void;
  search: string;
  onSearch(term: string): void;
  /** Choosing several rooms for one deletion. */
  multi: boolean;
  onMulti(on: boolean): void;
  chosen: Set<string>;
  onChosen(chosen: Set<string>): void;
  onDelete(confirm: NonNullable<DeletionConfirm>): void;
};

/** spec 002 §2 Admin live chat: the rooms, searchable, each or several deleted after a confirmation. */
export function RoomList(props: RoomListProps) {
  const { rooms, multi, chosen, onChosen } = props;
  const allChosen = rooms.length > 0 && rooms.every((r) => chosen.has(r.roomId));
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChosen(next);
  };

  return (
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
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          placeholder="Tìm theo tên, số điện thoại, email..."
          className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
        />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-pressed={multi}
            onClick={() => {
              props.onMulti(!multi);
              onChosen(new Set());
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
                onChange={() => onChosen(allChosen ? new Set() : new Set(rooms.map((r) => r.roomId)))}
              />
              Chọn tất cả
            </label>
            <button
              type="button"
              className={buttonClass('danger')}
              disabled={chosen.size === 0}
              onClick={() => props.onDelete({ kind: 'bulk', ids: [...chosen] })}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Xóa đã chọn ({chosen.size})
            </button>
          </div>
        )}
      </div>
      {!props.loaded ? (
        <p role="status" className="p-4 text-slate-600 text-sm">
          Đang tải danh sách chat...
        </p>
      ) : rooms.length === 0 ? (
        <p className="p-4 text-slate-600 text-sm">Chưa có cuộc trò chuyện nào</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto" data-testid="chat-rooms">
          {rooms.map((r) => (
            <RoomEntry key={r.roomId} room={r} {...props} toggle={toggle} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RoomEntry({
  room: r,
  selected,
  onSelect,
  multi,
  chosen,
  toggle,
  onDelete,
}: RoomListProps & { room: LivechatRoom; toggle(id: string): void }) {
  return (
    <li
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
        onClick={() => onSelect(r.roomId)}
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
          {r.waiting && <span className="rounded bg-amber-100 px-1 text-amber-900 text-xs">Đang chờ</span>}
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
          {r.lastMessage && <span className="shrink-0">{formatDateTime(r.lastMessage.timestamp)}</span>}
        </span>
        <span className="mt-0.5 block truncate text-slate-600 text-xs" data-testid="room-assigned">
          {M.assignedLabel}: {r.assignedTo?.name ?? M.unassigned}
        </span>
      </button>
      {!multi && (
        <button
          type="button"
          onClick={() => onDelete({ kind: 'one', room: r })}
          aria-label={`Xóa cuộc trò chuyện với ${r.user.name}`}
          className="px-2 text-slate-500 hover:text-red-700"
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
