import { type FormEvent, useState } from 'react';
import { type CannedReply, LIVECHAT_MESSAGES as M } from '#domain/livechat/livechat.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { saveCannedReply } from './agent-console.api.ts';

/** Adds a canned reply (its shortcut and text), offered when the agent types "/" (spec 002 §2). */
export function CannedForm({ onSaved }: { onSaved(c: CannedReply): void }) {
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
