import {
  type Contact,
  type ContactListQuery,
  type ContactSource,
  CONTACT_MESSAGES as M,
  TIMELINE_PAGE_SIZE,
  type TimelineEvent,
} from '#domain/contacts/contact.schema.ts';
import { contactIdentity } from '#domain/contacts/contact-identity.rules.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import { type ContactRow, createContactsRepository } from './contacts.repository.ts';

/** A row another area is creating, with the details it holds about the person. */
export type LinkedRow = {
  source: ContactSource;
  refId: string;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  at?: Date | undefined;
};

// spec 002 §2: the live chat's 'Khách' is no name
const personName = (name: string | null | undefined) => {
  const trimmed = name?.trim() ?? '';
  return trimmed === 'Khách' ? '' : trimmed.slice(0, 100);
};

export const toContact = (row: ContactRow): Contact => ({
  _id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  ownerId: row.ownerId,
  tags: row.tags,
  source: row.source,
  lastActivityAt: row.lastActivityAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

// Vietnam's calendar: a day of the filter starts at 00:00 in UTC+7
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+07:00`);

/**
 * Contacts (ARCHITECTURE.md, Contacts; decision 043): other areas link the rows they create through `link`, in
 * their own transaction (decision 026); the back-office lists, reads, annotates and merges them.
 */
export function createContactsService(deps: { db: Db; clock: () => Date; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const repo = createContactsRepository(db);

  async function existing(id: string, on = repo): Promise<ContactRow> {
    const row = isUuid(id) ? await on.byId(id) : undefined;
    if (!row) throw notFound(M.notFound);
    return row;
  }

  return {
    /**
     * Links a row being created to its contact, found or made by the identity rule, inside the caller's
     * transaction: the row and its link commit together. A row naming nobody (no usable phone or e-mail) is
     * not linked (null). A row linked before keeps its contact.
     */
    async link(tx: Tx, row: LinkedRow): Promise<string | null> {
      const identity = contactIdentity(row);
      if (!identity) return null;
      const on = createContactsRepository(tx);
      const at = row.at ?? clock();
      const name = personName(row.name);
      // a concurrent first contact for the same key makes our insert do nothing: look again (twice at most)
      for (let attempt = 0; attempt < 3; attempt++) {
        const found =
          (identity.phone ? await on.byPhone(identity.phone) : undefined) ??
          (identity.email ? await on.byEmail(identity.email) : undefined);
        let contactId = found?.id;
        if (!found) {
          const inserted = await on.insert({
            name,
            phone: identity.phone,
            email: identity.email,
            source: row.source,
            lastActivityAt: at,
            createdAt: at,
            updatedAt: at,
          });
          if (!inserted) continue;
          contactId = inserted.id;
        } else {
          // decision 043: a key the contact lacks is taken only when no other contact holds it
          const fill = {
            ...(name ? { name } : {}),
            ...(identity.phone && !found.phone && !(await on.byPhone(identity.phone))
              ? { phone: identity.phone }
              : {}),
            ...(identity.email && !found.email && !(await on.byEmail(identity.email))
              ? { email: identity.email }
              : {}),
          };
          // a savepoint: a key taken meanwhile by another contact must not end the caller's transaction
          await tx
            .transaction((sp) => createContactsRepository(sp).touch(found.id, at, fill))
            .catch(async (error: unknown) => {
              if (!isUniqueViolation(error)) throw error;
              await on.touch(found.id, at, name ? { name } : {});
            });
        }
        if (!contactId) break;
        await on.link(contactId, row.source, row.refId, at);
        return contactId;
      }
      throw new Error('contact link: no contact after three attempts');
    },

    /** Links a row to the contact another row is linked to (the assistant's chat handed to a live chat room). */
    async linkAlongside(
      tx: Tx,
      row: { source: ContactSource; refId: string },
      to: { source: ContactSource; refId: string },
    ) {
      const on = createContactsRepository(tx);
      const contactId = await on.contactOf(to.source, to.refId);
      if (!contactId) return null;
      await on.link(contactId, row.source, row.refId, clock());
      return contactId;
    },

    async list(q: ContactListQuery) {
      const { rows, total } = await repo.page(
        {
          search: q.search,
          source: q.source,
          owner: q.owner,
          activeFrom: q.activeFrom ? dayStart(q.activeFrom) : undefined,
          activeBefore: q.activeTo ? new Date(dayStart(q.activeTo).getTime() + 86_400_000) : undefined,
        },
        q.page,
        q.limit,
      );
      return { items: rows.map(toContact), pagination: paginationOf(q.page, q.limit, total) };
    },

    /** The contact page: the person, the newest events of the timeline, notes, consents and what is linked. */
    async detail(id: string, before?: string) {
      const row = await existing(id);
      const [timeline, notes, consents, links] = await Promise.all([
        repo.timeline(row.id, TIMELINE_PAGE_SIZE, before ? new Date(before) : undefined),
        repo.notes(row.id),
        repo.consents(row.id),
        repo.links(row.id),
      ]);
      return {
        ...toContact(row),
        timeline: timeline.map(
          (e): TimelineEvent => ({
            at: e.at.toISOString(),
            kind: e.kind as TimelineEvent['kind'],
            source: e.source,
            refId: e.ref_id,
            summary: e.summary,
            detail: e.detail,
          }),
        ),
        notes: notes.map((n) => ({
          _id: n.id,
          body: n.body,
          authorId: n.authorId,
          createdAt: n.createdAt.toISOString(),
        })),
        consents: consents.map((c) => ({
          channel: c.channel,
          textVersion: c.textVersion,
          givenAt: c.givenAt.toISOString(),
        })),
        links,
      };
    },

    /** Name, tags and owner; audited. */
    async update(
      id: string,
      patch: { name?: string | undefined; tags?: string[] | undefined; ownerId?: string | null | undefined },
      ctx: AuditContext,
    ): Promise<Contact> {
      if (!isUuid(id)) throw notFound(M.notFound);
      return db.transaction(async (tx) => {
        const on = createContactsRepository(tx);
        const before = await on.lock(id);
        if (!before) throw notFound(M.notFound);
        const set = {
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.tags !== undefined ? { tags: [...new Set(patch.tags)] } : {}),
          ...(patch.ownerId !== undefined ? { ownerId: patch.ownerId } : {}),
        };
        const after = await tx
          .transaction((sp) => createContactsRepository(sp).update(id, set, clock()))
          .catch((error: unknown) => {
            if (isForeignKeyViolation(error)) throw notFound(M.ownerNotFound, 'OWNER_NOT_FOUND');
            throw error;
          });
        if (!after) throw notFound(M.notFound);
        await audit.record(
          ctx,
          {
            action: 'contact.update',
            targetType: 'contact',
            targetId: id,
            before: toContact(before),
            after: set,
          },
          tx,
        );
        return toContact(after);
      });
    },

    async addNote(id: string, body: string, authorId: string | null) {
      const row = await existing(id);
      const note = await repo.addNote(row.id, authorId, body, clock());
      if (!note) throw new Error('note insert returned nothing');
      return {
        _id: note.id,
        body: note.body,
        authorId: note.authorId,
        createdAt: note.createdAt.toISOString(),
      };
    },

    /** Decree 13/2023/NĐ-CP: the consent a form collected, kept on the contact the form's row was linked to. */
    async recordConsent(
      tx: Tx,
      contactId: string,
      consent: { channel: string; textVersion: string; givenAt: Date },
    ) {
      await createContactsRepository(tx).addConsent(contactId, consent);
    },

    /** What merging `fromId` into `intoId` would do, changing nothing. */
    async mergePreview(intoId: string, fromId: string) {
      if (intoId === fromId) throw badRequest(M.mergeSame, { from: M.mergeSame }, 'MERGE_SAME');
      const [into, from] = [await existing(intoId), await existing(fromId)];
      return preview(into, from, await repo.links(from.id), await repo.counts(from.id));
    },

    /**
     * Merges `fromId` into `intoId` in one transaction: links, notes and consents move, a key or owner the kept
     * contact lacks is taken from the other, tags join; the other contact is deleted; audited with both as they
     * were (decision 043), which is what an undo needs.
     */
    async merge(intoId: string, fromId: string, ctx: AuditContext) {
      if (intoId === fromId) throw badRequest(M.mergeSame, { from: M.mergeSame }, 'MERGE_SAME');
      if (!isUuid(intoId) || !isUuid(fromId)) throw notFound(M.notFound);
      return db.transaction(async (tx) => {
        const on = createContactsRepository(tx);
        // both rows locked in one order, so two merges of the same pair cannot deadlock
        const [first, second] = [intoId, fromId].sort();
        const locked = new Map<string, ContactRow | undefined>();
        for (const id of [first, second] as string[]) locked.set(id, await on.lock(id));
        const into = locked.get(intoId);
        const from = locked.get(fromId);
        if (!into || !from) throw notFound(M.notFound);
        const plan = preview(into, from, await on.links(from.id), await on.counts(from.id));
        await on.moveAll(from.id, into.id);
        const after = await on.update(into.id, plan.result, clock());
        await on.touch(into.id, from.lastActivityAt, {});
        if (!after) throw new AppError('MERGE_FAILED', 409, M.notFound);
        await audit.record(
          ctx,
          {
            action: 'contact.merge',
            targetType: 'contact',
            targetId: into.id,
            before: { into: toContact(into), from: toContact(from) },
            after: { ...plan.result, moved: plan.moves },
          },
          tx,
        );
        return toContact((await on.byId(into.id)) ?? after);
      });
    },
  };
}

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

export type ContactsService = ReturnType<typeof createContactsService>;
