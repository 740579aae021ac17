import { FlaskConical } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { CATEGORY_LABELS, type TrainingInput } from '#domain/chat/chatbot.schema.ts';
import { SMALL_TALK_LABELS } from '#domain/chat/small-talk.rules.ts';
import { inputClass } from '../../components/admin/form-fields.tsx';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { type TrainingTestResult, testQuestion } from './chatbot.api.ts';

const percent = (x: number) => `${Math.round(x * 100)}%`;

/**
 * The test box: which item a question would match, with what confidence, before a change is
 * saved. `draft` (the open form's values) joins the stored items for the test only.
 */
export function TestBox({
  draft,
  title = 'Thử câu hỏi',
}: {
  draft?: () => TrainingInput | null;
  title?: string;
}) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [result, setResult] = useState<TrainingTestResult | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!question.trim()) return;
    setBusy(true);
    try {
      setResult(await testQuestion(question.trim(), draft?.() ?? undefined));
    } catch (error) {
      notify.error((error instanceof ApiError && error.serverMessage) || 'Không thể thử câu hỏi');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <FlaskConical className="size-4" aria-hidden="true" />
        {title}
      </h3>
      <form onSubmit={run} className="mt-2 flex gap-2">
        <label htmlFor={`${id}-q`} className="sr-only">
          Câu hỏi thử
        </label>
        <input
          id={`${id}-q`}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          placeholder="Khách hỏi thế nào?"
          className={`${inputClass} mt-0`}
        />
        <button type="submit" className={buttonClass('secondary')} disabled={busy}>
          Thử
        </button>
      </form>
      {result && (
        <div className="mt-2" data-testid="test-box-result" aria-live="polite">
          <p className={result.fallback ? 'text-amber-800' : 'text-emerald-800'}>
            {result.smallTalk
              ? `Trợ lý sẽ ${SMALL_TALK_LABELS[result.smallTalk]}, không dùng mục huấn luyện nào`
              : result.fallback
                ? `Trợ lý sẽ trả lời "chưa hiểu" (độ tin cậy ${percent(result.confidence)} < ngưỡng ${percent(result.threshold)})`
                : `Trợ lý sẽ trả lời bằng mục đầu tiên (độ tin cậy ${percent(result.confidence)}, ngưỡng ${percent(result.threshold)})`}
          </p>
          <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-slate-700">
            {result.matches.map((m) => (
              <li key={m.itemId ?? 'draft'}>
                {m.draft && <strong>[Bản nháp] </strong>}
                {m.pattern} — {CATEGORY_LABELS[m.category]}, {percent(m.confidence)}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
