import { useState } from 'react';
import { type LivechatRoom, LIVECHAT_MESSAGES as M } from '#domain/livechat/livechat.schema.ts';
import { notify } from '../../components/admin/toast.ts';
import { deleteRoom, type useAgentSocket } from './agent-console.api.ts';

export type DeletionConfirm = { kind: 'one'; room: LivechatRoom } | { kind: 'bulk'; ids: string[] } | null;

/**
 * Deleting rooms for good, one or several after one confirmation: each is marked on the console while it goes,
 * and one message tells how many went (spec 002 §2 Admin live chat).
 */
export function useRoomDeletion(
  chat: Pick<ReturnType<typeof useAgentSocket>, 'deleting' | 'deleted'>,
  after: { deleted(roomId: string): void; done(): void },
) {
  const [confirm, setConfirm] = useState<DeletionConfirm>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!confirm) return;
    setBusy(true);
    const ids = confirm.kind === 'one' ? [confirm.room.roomId] : confirm.ids;
    let rooms = 0;
    let messages = 0;
    for (const id of ids) {
      try {
        chat.deleting(id);
        const n = await deleteRoom(id);
        chat.deleted(id, n);
        rooms += 1;
        messages += n;
        after.deleted(id);
      } catch {
        // counted below
      }
    }
    setBusy(false);
    setConfirm(null);
    after.done();
    if (confirm.kind === 'one') {
      if (rooms === 1) notify.success(M.deleted);
      else notify.error(M.deleteFailed);
      return;
    }
    if (rooms === ids.length) notify.success(M.bulkDeleted(rooms, messages));
    else if (rooms > 0) notify.warning(M.bulkPartial(rooms, ids.length));
    else notify.error(M.bulkFailed);
  };

  return { confirm, ask: setConfirm, busy, run };
}
