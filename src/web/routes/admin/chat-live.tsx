import { MessagesSquare } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { foldVietnamese } from '#domain/news/slug.rules.ts';
import { ConfirmDialog } from '../../components/admin/confirm-dialog.tsx';
import { TOAST_DURATION } from '../../components/admin/toast.ts';
import { useAgentSocket } from '../../features/live-chat/agent-console.api.ts';
import { alertNewRoom } from '../../features/live-chat/new-room-alert.ts';
import { RoomList } from '../../features/live-chat/room-list.tsx';
import { RoomPane } from '../../features/live-chat/room-pane.tsx';
import { useRoomDeletion } from '../../features/live-chat/use-room-deletion.ts';

/** spec 002 §2 Admin live chat: rooms on the left, the room on the right. */
export default function ChatLive() {
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [multi, setMulti] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const chat = useAgentSocket(selected, {
    onDeletedElsewhere: (roomId) => {
      if (roomId === selected) setSelected(null);
      toast.info('Cuộc trò chuyện đã bị xóa bởi quản trị viên khác', { duration: TOAST_DURATION.success });
    },
    onNewRoom: alertNewRoom,
  });
  const deletion = useRoomDeletion(chat, {
    deleted: (roomId) => {
      if (roomId === selected) setSelected(null);
    },
    done: () => setChosen(new Set()),
  });
  const confirm = deletion.confirm;

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

  return (
    <div className="grid h-[calc(100vh-9rem)] min-h-[32rem] grid-cols-1 gap-4 md:grid-cols-[20rem_1fr]">
      <RoomList
        rooms={rooms}
        loaded={chat.loaded}
        selected={selected}
        onSelect={setSelected}
        search={search}
        onSearch={setSearch}
        multi={multi}
        onMulti={setMulti}
        chosen={chosen}
        onChosen={setChosen}
        onDelete={deletion.ask}
      />

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
        busy={deletion.busy}
        onConfirm={() => void deletion.run()}
        onClose={() => deletion.ask(null)}
      />
    </div>
  );
}
