import {
  type ContactSource,
  CONTACT_MESSAGES as M,
  type MergeRecord,
  mergeRecordSchema,
} from '#domain/contacts/contact.schema.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { isForeignKeyViolation } from '../../lib/unique-violation.ts';
import type { AuditContext } from '../audit/audit.service.ts';
import { type ContactsArea, existing, toContact } from './contact-area.ts';
import { type ContactRow, type ContactsRepository, createContactsRepository } from './contacts.repository.ts';

function preview(
  into: ContactRow,
  from: ContactRow,
  links: Array<{ source: ContactSource; refId: string }>,
  counts: { notes: number; consents: number },
) {
  return {
    into: toContact(into),
    from: toContact(from),
    result: {
      name: into.name || from.name,
      phone: into.phone ?? from.phone,
      email: into.email ?? from.email,
      ownerId: into.ownerId ?? from.ownerId,
      tags: [...new Set([...into.tags, ...from.tags])],
    },
    moves: { links, ...counts },
  };
}

/** Both contacts locked in one order, so two merges of the same pair cannot deadlock. */
async function lockPair(on: ContactsRepository, intoId: string, fromId: string) {
  const locked = new Map<string, ContactRow | undefined>();
  for (const id of [intoId, fromId].sort()) locked.set(id, await on.lock(id));
  const into = locked.get(intoId);
  const from = locked.get(fromId);
  if (!into || !from) throw notFound(M.notFound);
  return { into, from };
}

const undoUnavailable = () => new AppError('MERGE_UNDO_UNAVAILABLE', 409, M.undoUnavailable);

/**
 * Merging two contacts into one, and undoing the latest merge of a contact (decision 043): the audit entry of
 * the merge keeps both as they were and what moved, which is all an undo needs.
 */
export function contactMerging({ db, clock, audit, repo }: ContactsArea) {
  /** Puts the merged contact back as it was, with what it held: in the undo's transaction. */
  async function restore(tx: Tx, intoId: string, record: MergeRecord) {
    const { into: was, from } = record.before;
    const { name, phone, email, ownerId, tags } = was;
    const back = await tx
      .transaction(async (sp) => {
        const inner = createContactsRepository(sp);
        // the kept contact first gives back the keys it took, so the other can hold them again
        await inner.update(intoId, { name, phone, email, ownerId, tags }, clock());
        return inner.insert({
          id: from._id,
          name: from.name,
          phone: from.phone,
          email: from.email,
          ownerId: from.ownerId,
          tags: from.tags,
          source: from.source,
          lastActivityAt: new Date(from.lastActivityAt),
          createdAt: new Date(from.createdAt),
          updatedAt: clock(),
        });
      })
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) return undefined;
        throw error;
      });
    // a key taken since by a third contact, or an owner's account deleted for good: nothing changes
    if (!back) throw undoUnavailable();
    const on = createContactsRepository(tx);
    await on.moveBack(intoId, from._id, record.after.moved);
    await on.resetActivity(intoId, new Date(was.lastActivityAt), new Date(from.lastActivityAt));
    return back;
  }

  return {
    /** What merging `fromId` into `intoId` would do, changing nothing. */
    async mergePreview(intoId: string, fromId: string) {
      if (intoId === fromId) throw badRequest(M.mergeSame, { from: M.mergeSame }, 'MERGE_SAME');
      const [into, from] = [await existing(repo, intoId), await existing(repo, fromId)];
      return preview(into, from, await repo.links(from.id), await repo.counts(from.id));
    },

    /**
     * Merges `fromId` into `intoId` in one transaction: links, notes and consents move, a key or owner the kept
     * contact lacks is taken from the other, tags join; the other contact is deleted; audited with both as they
     * were and the ids of what moved (decision 043), which is what an undo needs. Answers the audit entry's id.
     */
    async merge(intoId: string, fromId: string, ctx: AuditContext) {
      if (intoId === fromId) throw badRequest(M.mergeSame, { from: M.mergeSame }, 'MERGE_SAME');
      if (!isUuid(intoId) || !isUuid(fromId)) throw notFound(M.notFound);
      return db.transaction(async (tx) => {
        const on = createContactsRepository(tx);
        const { into, from } = await lockPair(on, intoId, fromId);
        const plan = preview(into, from, await on.links(from.id), await on.counts(from.id));
        const moved = await on.moveAll(from.id, into.id);
        const after = await on.update(into.id, plan.result, clock());
        await on.touch(into.id, from.lastActivityAt, {});
        if (!after) throw new AppError('MERGE_FAILED', 409, M.notFound);
        const mergeId = await audit.recordWithId(
          ctx,
          {
            action: 'contact.merge',
            targetType: 'contact',
            targetId: into.id,
            before: { into: toContact(into), from: toContact(from) },
            after: { ...plan.result, moved: { links: plan.moves.links, ...moved } },
          },
          tx,
        );
        return { ...toContact((await on.byId(into.id)) ?? after), mergeId };
      });
    },

    /**
     * Undoes the latest merge into `intoId` (the one the screen just made): the other contact comes back with
     * its id, keys, tags and owner, and takes back the links, notes and consents it brought; the kept contact
     * is as it was before. One transaction, audited.
     */
    async undoMerge(intoId: string, mergeId: string, ctx: AuditContext) {
      if (!isUuid(intoId)) throw notFound(M.notFound);
      return db.transaction(async (tx) => {
        const on = createContactsRepository(tx);
        const into = await on.lock(intoId);
        if (!into) throw notFound(M.notFound);
        const latest = await audit.latest('contact.merge', intoId, tx);
        const record = mergeRecordSchema.safeParse(latest);
        // only the latest merge, once, and not after an erase took the entry's details
        if (!latest || latest.id !== mergeId || !record.success) throw undoUnavailable();
        if (await on.byId(record.data.before.from._id)) throw undoUnavailable();
        const back = await restore(tx, intoId, record.data);
        const entry = { targetType: 'contact', targetId: intoId, after: { mergeId, from: back.id } };
        await audit.record(ctx, { action: 'contact.merge.undo', ...entry }, tx);
        const kept = await on.byId(intoId);
        return { into: toContact(kept ?? into), from: toContact(back) };
      });
    },
  };
}
