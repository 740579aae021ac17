import { type AdminResource, callAddress, type TrashAction } from '#domain/shared/admin-resource.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notify } from '../toast.ts';

/** One trash action on one row, at the call the area declared. */
export async function runResourceAction(resource: AdminResource, action: TrashAction, id: string) {
  const call = resource.calls[action];
  await apiRequest(callAddress(call, id), {
    method: call.method,
    ...(call.body ? { body: call.body } : {}),
  });
}

/**
 * A trash action on the chosen rows, one call each (spec 001 §7, 002 §7 have no bulk call but products'), then
 * one message: the server's wording when all went through, else the area's failure text, counted where the area
 * counts (spec 002 §8).
 */
export async function runOnEach(resource: AdminResource, action: TrashAction, ids: string[]): Promise<void> {
  const results = await Promise.allSettled(ids.map((id) => runResourceAction(resource, action, id)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed === 0) {
    notify.success(resource.messages.done[action]);
    return;
  }
  const text = resource.messages.failed[action];
  notify.error(typeof text === 'string' ? text : text(failed, ids.length));
}
