import { formatDateTime } from '../../lib/format.ts';
import { MessageLog } from './message-log.tsx';
import type { Message } from './use-visitor-chat.ts';

const BUBBLE = {
  user: 'ml-6 self-end rounded-lg bg-emerald-700 px-2 py-1 text-white',
  admin: 'mr-6 self-start rounded-lg bg-white px-2 py-1 text-slate-900 shadow-sm',
  system: 'self-center whitespace-pre-line text-center text-slate-600 text-xs',
};

/** The room's messages as the visitor sees them: theirs on the right, the agent's on the left, notices centred. */
export function VisitorMessages({
  messages,
  adminTyping,
  open,
}: {
  messages: Message[];
  adminTyping: boolean;
  open: boolean;
}) {
  return (
    <MessageLog
      messages={messages}
      bubble={BUBBLE}
      meta={(m) =>
        m.sender !== 'system' && (
          <span
            className={`block text-[0.7rem] ${m.sender === 'user' ? 'text-emerald-50' : 'text-slate-600'}`}
          >
            {m.pending ? 'Đang gửi...' : formatDateTime(m.timestamp)}
          </span>
        )
      }
      newest={`${messages.length}:${adminTyping}`}
      follow={open}
      className="flex max-h-72 min-h-32 flex-col gap-2 overflow-y-auto rounded-md bg-slate-50 p-2"
    >
      {adminTyping && (
        <p className="self-start text-slate-600 text-xs italic" data-testid="admin-typing">
          Nhân viên đang nhập...
        </p>
      )}
    </MessageLog>
  );
}
