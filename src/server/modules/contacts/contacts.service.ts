import {
  type Contact,
  type ContactListQuery,
  type ContactSource,
  CONTACT_MESSAGES as M,
  TIMELINE_PAGE_SIZE,
  type TimelineEvent,
} from '#domain/contacts/contact.schema.ts';
import {
  contactIdentity,
  normaliseEmail,
  normaliseVietnamesePhone,
} from '#domain/contacts/contact-identity.rules.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/unique-violation.ts';
import type { AuditContext, AuditService } from '../audit/audit.service.ts';
import {
  type ContactNoteRow,
  type ContactRow,
  type ContactsRepository,
  createContactsRepository,
} from './contacts.repository.ts';
import {
  eraseLinked,
  type LinkedIds,
  linkedRows,
  personPattern,
  rowsNaming,
  sweep,
} from './personal-data.ts';

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

const toNote = (n: ContactNoteRow) => ({
  _id: n.id,
  body: n.body,
  authorId: n.authorId,
  createdAt: n.createdAt.toISOString(),
});
const toConsent = (c: { channel: string; textVersion: string; givenAt: Date }) => ({
  channel: c.channel,
  textVersion: c.textVersion,
  givenAt: c.givenAt.toISOString(),
});

// Vietnam's calendar: a day of the filter starts at 00:00 in UTC+7
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+07:00`);

/**
 * Contacts (ARCHITECTURE.md, Contacts; decision 043): other areas link the rows they create through `link`, in
 * their own transaction (decision 026); the back-office lists, reads, annotates and merges them.
 */
export function createContactsService(deps: {
  db: Db;
  clock: () => Date;
  audit: AuditService;
  /** the backup files on disk, newest first (the erase names those taken before it) */
  backups: () => Promise<Array<{ file: string; createdAt: string }>>;
}) {
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
        notes: notes.map(toNote),
        consents: consents.map(toConsent),
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
      return toNote(note);
    },

    /** Decree 13/2023/NĐ-CP: the consent a form collected, kept on the contact the form's row was linked to. */
    async recordConsent(
      tx: Tx,
      contactId: string,
      consent: { channel: string; textVersion: string; givenAt: Date },
    ) {
      await createContactsRepository(tx).addConsent(contactId, consent);
    },

    /**
     * Decree 13/2023/NĐ-CP: everything held about the person, read in one snapshot and audited (the audit entry
     * names the contact, never the data).
     */
    async exportData(id: string, ctx: AuditContext) {
      if (!isUuid(id)) throw notFound(M.notFound);
      return db.transaction(
        async (tx) => {
          const on = createContactsRepository(tx);
          const row = await on.byId(id);
          if (!row) throw notFound(M.notFound);
          const { linked, ids } = await linkedOf(tx, on, row);
          const pattern = personPattern(identityOf(row, linked));
          const [notes, consents, links] = [await on.notes(id), await on.consents(id), await on.links(id)];
          const mentions = pattern ? await rowsNaming(tx, pattern) : {};
          await audit.record(
            ctx,
            { action: 'contact.export', targetType: 'contact', targetId: id, after: { links: ids } },
            tx,
          );
          return {
            exportedAt: clock().toISOString(),
            contact: toContact(row),
            notes: notes.map(toNote),
            consents: consents.map(toConsent),
            links,
            linked,
            mentions,
          };
        },
        { isolationLevel: 'repeatable read' },
      );
    },

    /**
     * Decree 13/2023/NĐ-CP, decision 044: the personal fields of every linked row replaced, the person's phones
     * and e-mails replaced wherever the database holds them, the contact deleted; amounts, order codes and states
     * kept. One transaction; audited with the counts only. The answer names the backups that still hold the data.
     */
    async erase(id: string, ctx: AuditContext) {
      if (!isUuid(id)) throw notFound(M.notFound);
      const replaced = await db.transaction(async (tx) => {
        const on = createContactsRepository(tx);
        const row = await on.lock(id);
        if (!row) throw notFound(M.notFound);
        const { linked, ids } = await linkedOf(tx, on, row);
        const pattern = personPattern(identityOf(row, linked));
        const counts: Record<string, number> = { ...(await eraseLinked(tx, ids, row.id)) };
        if (pattern)
          for (const [table, n] of Object.entries(await sweep(tx, pattern)))
            counts[table] = (counts[table] ?? 0) + n;
        await on.remove(row.id);
        const changed = Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
        await audit.record(
          ctx,
          { action: 'contact.erase', targetType: 'contact', targetId: id, after: { replaced: changed } },
          tx,
        );
        return changed;
      });
      const before = clock().toISOString();
      const backups = (await deps.backups()).filter((b) => b.createdAt <= before).map((b) => b.file);
      return { replaced, backups };
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

/** The ids of the rows linked to a contact, by area, and those rows. */
async function linkedOf(tx: Tx, on: ContactsRepository, row: ContactRow) {
  const links = await on.links(row.id);
  const of = (source: ContactSource) => links.filter((l) => l.source === source).map((l) => l.refId);
  const ids: LinkedIds = {
    bookings: of('booking'),
    orders: of('order'),
    rooms: of('livechat'),
    sessions: of('assistant'),
  };
  return { ids, linked: await linkedRows(tx, ids, row.id) };
}

/** Every phone and e-mail the person is known by: the contact's and those the linked rows hold. */
function identityOf(row: ContactRow, linked: Awaited<ReturnType<typeof linkedRows>>) {
  const held = [...linked.bookings, ...linked.orders, ...linked.livechat_rooms] as Array<
    Record<string, unknown>
  >;
  const phones = [row.phone, ...held.map((r) => (r.phone ?? r.visitor_phone) as string | null)]
    .map((p) => normaliseVietnamesePhone(p))
    .filter((p): p is string => p !== null);
  const emails = [row.email, ...held.map((r) => (r.email ?? r.visitor_email) as string | null)]
    .map((e) => normaliseEmail(e))
    .filter((e): e is string => e !== null);
  return { phones, emails };
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
