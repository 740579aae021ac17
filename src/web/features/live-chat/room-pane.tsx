import { Download } from 'lucide-react';
import type { LivechatMessage, LivechatRoom } from '#domain/livechat/livechat.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { downloadTranscript, type useAgentSocket } from './agent-console.api.ts';
import { MessageLog } from './message-log.tsx';
import { PaymentRequestForm } from './payment-request-form.tsx';
import { RoomAssignment } from './room-assignment.tsx';
import { RoomComposer } from './room-composer.tsx';

type RoomMessage = LivechatMessage;

/** The room the agent answers: who the visitor is, the transcript's export, the messages and the message box. */
export function RoomPane({
  room,
  messages,
  connected,
  chat,
}: {
  room: LivechatRoom;
  messages: RoomMessage[];
  connected: boolean;
  chat: ReturnType<typeof useAgentSocket>;
}) {
  const exportAs = (format: 'txt' | 'csv') =>
    downloadTranscript(room.roomId, format).catch(() => notify.error('Không thể xuất cuộc trò chuyện'));

  return (
    <section
      aria-label={`Trò chuyện với ${room.user.name}`}
      className="flex min-h-0 flex-col rounded-xl bg-white shadow-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-slate-200 border-b p-3">
        <div>
          <h2 className="font-semibold text-slate-900">{room.user.name || 'Khách'}</h2>
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
      <div className="border-slate-200 border-b px-3 py-2">
        <RoomAssignment room={room} chat={chat} />
        <PaymentRequestForm roomId={room.roomId} chat={chat} />
      </div>
      <RoomMessages room={room} messages={messages} />
      <RoomComposer room={room} connected={connected} chat={chat} />
    </section>
  );
}

const BUBBLE = {
  user: 'mr-12 self-start rounded-lg bg-white px-3 py-1.5 shadow-sm',
  admin: 'ml-12 self-end rounded-lg bg-brand-700 px-3 py-1.5 text-white',
  system: 'self-center whitespace-pre-line rounded bg-slate-200 px-3 py-1.5 text-slate-800 text-xs',
};

function RoomMessages({ room, messages }: { room: LivechatRoom; messages: RoomMessage[] }) {
  return (
    <MessageLog
      messages={messages}
      bubble={BUBBLE}
      meta={(m) => (
        <span className={`block text-[0.7rem] ${m.sender === 'admin' ? 'text-white' : 'text-slate-600'}`}>
          {formatDateTime(m.timestamp)}
        </span>
      )}
      newest={String(messages.length)}
      className="flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto bg-slate-50 p-3"
      testId="agent-messages"
    >
      {room.isTyping && (
        <p className="self-start text-slate-600 text-xs italic" data-testid="visitor-typing">
          Khách đang nhập...
        </p>
      )}
    </MessageLog>
  );
}
