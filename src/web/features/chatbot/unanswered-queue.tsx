import { MessageSquarePlus } from 'lucide-react';
import { QueryView } from '../../components/admin/states.tsx';
import { buttonClass } from '../../components/ui/modal.tsx';
import { formatDate } from '../../lib/format.ts';
import { type UnansweredItem, useUnanswered } from './chatbot.api.ts';

/**
 * The unanswered queue: questions the assistant fell back on or that visitors rated not
 * helpful, similar ones grouped; 'Tạo câu trả lời' opens the training form pre-filled with the question.
 */
export function UnansweredQueue({ onAnswer }: { onAnswer: (item: UnansweredItem) => void }) {
  const query = useUnanswered();
  return (
    <section aria-labelledby="unanswered-title" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="unanswered-title" className="font-semibold text-slate-900">
        Câu hỏi chưa được trả lời
      </h2>
      <QueryView
        query={query}
        loadingLabel="Đang tải câu hỏi..."
        errorMessage="Không thể tải câu hỏi chưa trả lời"
      >
        {(items) =>
          items.length === 0 ? (
            <p className="mt-2 text-slate-600 text-sm">Không có câu hỏi nào đang chờ.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" aria-label="Câu hỏi chưa được trả lời">
              {items.map((item) => (
                <li
                  key={item._id}
                  className="flex items-start justify-between gap-3 py-2 text-sm"
                  data-testid="unanswered-row"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{item.question}</p>
                    <p className="text-slate-600 text-xs">
                      {item.reason === 'fallback' ? 'Trợ lý chưa hiểu' : 'Bị đánh giá không hữu ích'} ·{' '}
                      {item.count} lần · {formatDate(item.lastAskedAt)}
                    </p>
                    {item.similar.length > 0 && (
                      <p className="text-slate-600 text-xs">Câu tương tự: {item.similar.join(' · ')}</p>
                    )}
                  </div>
                  <button
                    type="button"
                    className={buttonClass('secondary')}
                    onClick={() => onAnswer(item)}
                    aria-label={`Tạo câu trả lời cho: ${item.question}`}
                  >
                    <MessageSquarePlus className="size-4" aria-hidden="true" />
                    Tạo câu trả lời
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
