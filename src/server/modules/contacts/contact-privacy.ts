import { type ContactSource, CONTACT_MESSAGES as M } from '#domain/contacts/contact.schema.ts';
import { normaliseEmail, normaliseVietnamesePhone } from '#domain/contacts/contact-identity.rules.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { notFound } from '../../errors.ts';
import type { AuditContext } from '../audit/audit.service.ts';
import { type ContactsArea, toConsent, toContact, toNote } from './contact-area.ts';
import { type ContactRow, type ContactsRepository, createContactsRepository } from './contacts.repository.ts';
import {
  eraseLinked,
  type LinkedIds,
  linkedRows,
  personPattern,
  rowsNaming,
  sweep,
} from './personal-data.ts';

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

/** A person's requests under Decree 13/2023/NĐ-CP: everything held about them, and its erasure (decision 044). */
export function personalDataRequests({ db, clock, audit, backups }: ContactsArea) {
  return {
    /** Everything held about the person, read in one snapshot and audited (the entry names the contact only). */
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
          const entry = { targetType: 'contact', targetId: id, after: { links: ids } };
          await audit.record(ctx, { action: 'contact.export', ...entry }, tx);
          return {
            exportedAt: clock().toISOString(),
            contact: toContact(row),
            notes: notes.map((n) => toNote(n)),
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
     * Decision 044: the personal fields of every linked row replaced, the person's phones and e-mails replaced
     * wherever the database holds them, the contact deleted; amounts, order codes and states kept. One
     * transaction; audited with the counts only. The answer names the backups that still hold the data.
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
        const entry = { targetType: 'contact', targetId: id, after: { replaced: changed } };
        await audit.record(ctx, { action: 'contact.erase', ...entry }, tx);
        return changed;
      });
      const before = clock().toISOString();
      const taken = (await backups()).filter((b) => b.createdAt <= before).map((b) => b.file);
      return { replaced, backups: taken };
    },
  };
}
