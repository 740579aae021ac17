import { MessageSquarePlus, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import {
  type CannedReply,
  LIVECHAT_MESSAGE_MAX,
  type LivechatRoom,
} from '#domain/livechat/livechat.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { fetchCannedReplies, type useAgentSocket } from './agent-console.api.ts';
import { CannedForm } from './canned-form.tsx';
import { useTypingSignal } from './use-typing-signal.ts';

/**
 * The agent's message box: "/" offers the canned replies whose shortcut starts with what follows (Tab or Enter
 * takes the first), Enter sends, Shift+Enter breaks the line; a message that could not be sent comes back.
 */
export function RoomComposer({
  room,
  connected,
  chat,
}: {
  room: LivechatRoom;
  connected: boolean;
  chat: Pick<ReturnType<typeof useAgentSocket>, 'typing' | 'sendMessage'>;
}) {
  const [text, setText] = useState('');
  const [canned, setCanned] = useState<CannedReply[]>([]);
  const [adding, setAdding] = useState(false);
  // spec 002 §9: the admin typing signal goes off 2000 ms after the last key
  const typing = useTypingSignal((on) => chat.typing(room.roomId, on));

  useEffect(() => {
    fetchCannedReplies().then(setCanned, () => {});
  }, []);

  const suggestions = text.startsWith('/')
    ? canned.filter((c) => c.shortcut.toLowerCase().startsWith(text.slice(1).toLowerCase())).slice(0, 6)
    : [];

  const onType = (value: string) => {
    setText(value);
    typing.keyPressed();
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
    typing.stop();
    setText('');
    if (!(await chat.sendMessage(room.roomId, body))) {
      setText(body);
      notify.error('Không thể gửi tin nhắn. Vui lòng thử lại.');
    }
  };

  return (
    <>
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
    </>
  );
}
