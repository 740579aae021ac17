import { useState } from 'react';
import {
  type AgentRef,
  type LivechatRoom,
  LIVECHAT_MESSAGES as M,
} from '#domain/livechat/livechat.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { buttonClass } from '../../components/ui/modal.tsx';
import { useAdmin } from '../admin-shell/use-admin.ts';
import type { useAgentSocket } from './agent-console.api.ts';

/** Who answers the room: the agent it was given to, taking it, or handing it to another online agent. */
export function RoomAssignment({
  room,
  chat,
}: {
  room: LivechatRoom;
  chat: Pick<ReturnType<typeof useAgentSocket>, 'take' | 'handOver' | 'onlineAgents'>;
}) {
  const me = useAdmin();
  const [agents, setAgents] = useState<AgentRef[] | null>(null);
  const [to, setTo] = useState('');
  const mine = room.assignedTo?.id === me._id;
  const others = (agents ?? []).filter((a) => a.id !== room.assignedTo?.id);
  const run = async (action: Promise<{ success: boolean; message?: string }>, done: string) => {
    const answer = await action;
    if (answer.success) notify.success(done);
    else notify.error(answer.message ?? M.saveFailed);
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="room-assignment">
      <span className="text-slate-700">
        {M.assignedLabel}:{' '}
        <strong data-testid="room-assignee">{room.assignedTo?.name ?? M.unassigned}</strong>
      </span>
      {!mine && (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void run(chat.take(room.roomId), M.taken)}
        >
          Nhận cuộc trò chuyện
        </button>
      )}
      {agents === null ? (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => void chat.onlineAgents().then(setAgents)}
        >
          Chuyển cho nhân viên khác
        </button>
      ) : (
        <form
          className="flex items-center gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const target = others.find((a) => a.id === to);
            if (target)
              void run(chat.handOver(room.roomId, target.id), M.handedOver(target.name)).then(() =>
                setAgents(null),
              );
          }}
        >
          <label className="sr-only" htmlFor={`hand-over-${room.roomId}`}>
            Chuyển cho
          </label>
          <select
            id={`hand-over-${room.roomId}`}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            className="rounded-md border border-slate-300 px-2 py-1"
          >
            <option value="">{others.length ? 'Chọn nhân viên đang trực tuyến' : M.noOtherAgent}</option>
            {others.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass('primary')} disabled={!to}>
            Chuyển
          </button>
        </form>
      )}
    </div>
  );
}
