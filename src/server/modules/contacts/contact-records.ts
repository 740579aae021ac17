import {
  type Contact,
  type ContactListQuery,
  CONTACT_MESSAGES as M,
  TIMELINE_PAGE_SIZE,
  type TimelineEvent,
} from '#domain/contacts/contact.schema.ts';
import { paginationOf } from '#domain/shared/pagination.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import { notFound } from '../../errors.ts';
import { isForeignKeyViolation } from '../../lib/unique-violation.ts';
import type { AuditContext } from '../audit/audit.service.ts';
import { type ContactsArea, existing, toConsent, toContact, toNote } from './contact-area.ts';
import { createContactsRepository, type TimelineRow } from './contacts.repository.ts';

// Vietnam's calendar: a day of the filter starts at 00:00 in UTC+7
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+07:00`);

const toEvent = (e: TimelineRow): TimelineEvent => ({
  at: e.at.toISOString(),
  kind: e.kind as TimelineEvent['kind'],
  source: e.source,
  refId: e.ref_id,
  summary: e.summary,
  detail: e.detail,
});

type ContactPatch = {
  name?: string | undefined;
  tags?: string[] | undefined;
  ownerId?: string | null | undefined;
};

/** The back-office's contact: the list, the contact page, its name, tags, owner and notes. */
export function contactRecords(area: ContactsArea) {
  const { db, clock, audit, accounts, repo } = area;
  const namesOf = async (ids: Array<string | null>) => {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    return new Map((await accounts.namesByIds(wanted)).map((a) => [a.id, a.fullName]));
  };

  return {
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
      const row = await existing(repo, id);
      const [timeline, notes, consents, links] = await Promise.all([
        repo.timeline(row.id, TIMELINE_PAGE_SIZE, before ? new Date(before) : undefined),
        repo.notes(row.id),
        repo.consents(row.id),
        repo.links(row.id),
      ]);
      const names = await namesOf([row.ownerId, ...notes.map((n) => n.authorId)]);
      return {
        ...toContact(row),
        ownerName: row.ownerId ? (names.get(row.ownerId) ?? null) : null,
        timeline: timeline.map(toEvent),
        notes: notes.map((n) => toNote(n, n.authorId ? (names.get(n.authorId) ?? null) : null)),
        consents: consents.map(toConsent),
        links,
      };
    },

    /** The staff who may look after a contact: active accounts holding contacts.manage. */
    async owners() {
      return (await accounts.holding('contacts.manage')).map((a) => ({ _id: a.id, fullName: a.fullName }));
    },

    /** Name, tags and owner; audited. */
    async update(id: string, patch: ContactPatch, ctx: AuditContext): Promise<Contact> {
      if (!isUuid(id)) throw notFound(M.notFound);
      return db.transaction(async (tx) => {
        const before = await createContactsRepository(tx).lock(id);
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
        const entry = { targetType: 'contact', targetId: id, before: toContact(before), after: set };
        await audit.record(ctx, { action: 'contact.update', ...entry }, tx);
        return toContact(after);
      });
    },

    async addNote(id: string, body: string, authorId: string | null) {
      const row = await existing(repo, id);
      const note = await repo.addNote(row.id, authorId, body, clock());
      if (!note) throw new Error('note insert returned nothing');
      return toNote(note, authorId ? ((await namesOf([authorId])).get(authorId) ?? null) : null);
    },
  };
}
