import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useId, useState } from 'react';
import {
  FEEDBACK_HELPFUL,
  FEEDBACK_NOT_HELPFUL,
  FEEDBACK_THANKS,
} from '#domain/chat/chatbot-answer.rules.ts';
import { sendChatFeedback } from './ai-chat.api.ts';

/**
 * Helpful / not helpful under an answer, with an optional comment after "not helpful" (spec 000
 * §7 POST /chat/feedback). A failed send lets the visitor try again.
 */
export function ChatFeedback({ sessionId, messageId }: { sessionId: string; messageId: string }) {
  const [state, setState] = useState<'idle' | 'commenting' | 'sending' | 'sent' | 'failed'>('idle');
  const [comment, setComment] = useState('');
  const commentId = useId();

  const rate = async (rating: number, text?: string) => {
    setState('sending');
    const ok = await sendChatFeedback({ sessionId, messageId, rating, ...(text ? { comment: text } : {}) });
    setState(ok ? 'sent' : 'failed');
  };

  if (state === 'sent') return <p className="mt-1 text-emerald-800 text-xs">{FEEDBACK_THANKS}</p>;
  if (state === 'commenting')
    return (
      <form
        className="mt-2 flex flex-col gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          void rate(FEEDBACK_NOT_HELPFUL, comment.trim());
        }}
      >
        <label htmlFor={commentId} className="text-slate-700 text-xs">
          Góp ý thêm (không bắt buộc)
        </label>
        <textarea
          id={commentId}
          value={comment}
          maxLength={1000}
          rows={2}
          onChange={(e) => setComment(e.target.value)}
          className="rounded border border-slate-300 px-2 py-1 text-slate-900 text-xs"
        />
        <button
          type="submit"
          className="self-start rounded bg-brand-600 px-2 py-1 text-white text-xs hover:bg-brand-700"
        >
          Gửi góp ý
        </button>
      </form>
    );
  return (
    <div className="mt-1 flex items-center gap-1 text-slate-600 text-xs">
      <span>Câu trả lời có hữu ích?</span>
      <button
        type="button"
        aria-label="Hữu ích"
        disabled={state === 'sending'}
        onClick={() => void rate(FEEDBACK_HELPFUL)}
        className="rounded p-1 hover:bg-slate-200"
      >
        <ThumbsUp className="size-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label="Không hữu ích"
        disabled={state === 'sending'}
        onClick={() => setState('commenting')}
        className="rounded p-1 hover:bg-slate-200"
      >
        <ThumbsDown className="size-3.5" aria-hidden="true" />
      </button>
      {state === 'failed' && <span className="text-red-700">Chưa gửi được, vui lòng thử lại.</span>}
    </div>
  );
}
