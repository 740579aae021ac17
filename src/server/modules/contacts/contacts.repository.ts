import { and, count, desc, eq, gte, inArray, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { ContactSource } from '#domain/contacts/contact.schema.ts';
import { foldVietnamese } from '#domain/news/slug.rules.ts';
import { contactConsents, contactLinks, contactNotes, contacts } from '../../db/schema/contacts.ts';
import type { Executor } from '../../db/unit-of-work.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

export type ContactRow = typeof contacts.$inferSelect;
export type ContactNoteRow = typeof contactNotes.$inferSelect;
export type TimelineRow = {
  at: Date;
  kind: string;
  source: ContactSource;
  ref_id: string;
  summary: string;
  detail: Record<string, unknown>;
};

export type ContactFilter = {
  search?: string | undefined;
  source?: ContactSource | undefined;
  owner?: string | undefined;
  activeFrom?: Date | undefined;
  activeBefore?: Date | undefined;
};

/** Contacts whose folded name, e-mail or phone contain the folded term ("nguyen" finds "Nguyễn"). */
function searchFor(search: string | undefined): SQL | undefined {
  const term = foldVietnamese(search?.trim() ?? '').replace(/\s+/g, ' ');
  return term ? like(contacts.searchText, containsPattern(term)) : undefined;
}

/** The only queries on the contacts tables, and the only reader of the `contact_timeline` view (decision 043). */
export function createContactsRepository(db: Executor) {
  return { ...contactRecords(db), ...contactHistory(db) };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;

/** The contact itself: found, locked, created, seen again, changed, merged, erased, its counts. */
function contactRecords(db: Executor) {
  const byKey = async (column: typeof contacts.phone | typeof contacts.email, value: string) =>
    (await db.select().from(contacts).where(eq(column, value)).limit(1))[0];

  return {
    byId: async (id: string) => (await db.select().from(contacts).where(eq(contacts.id, id)))[0],
    byPhone: (phone: string) => byKey(contacts.phone, phone),
    byEmail: (email: string) => byKey(contacts.email, email),

    /** Locks a contact's row for the rest of the transaction (merge, erase): undefined when it is gone. */
    lock: async (id: string) =>
      (await db.select().from(contacts).where(eq(contacts.id, id)).for('update'))[0],

    /** A new contact, or nothing when a concurrent one took its phone or e-mail first. */
    async insert(values: typeof contacts.$inferInsert): Promise<ContactRow | undefined> {
      const [row] = await db.insert(contacts).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The contact seen again at `at`: a missing name or key is filled in, its activity moves forward. */
    async touch(id: string, at: Date, fill: { name?: string; phone?: string; email?: string }) {
      await db
        .update(contacts)
        .set({
          lastActivityAt: sql`greatest(${contacts.lastActivityAt}, ${at})`,
          ...(fill.name
            ? { name: sql`case when ${contacts.name} = '' then ${fill.name} else ${contacts.name} end` }
            : {}),
          ...(fill.phone ? { phone: sql`coalesce(${contacts.phone}, ${fill.phone})` } : {}),
          ...(fill.email ? { email: sql`coalesce(${contacts.email}, ${fill.email})` } : {}),
          updatedAt: at,
        })
        .where(eq(contacts.id, id));
    },

    async update(
      id: string,
      set: Partial<Pick<ContactRow, 'name' | 'tags' | 'ownerId' | 'phone' | 'email'>>,
      at: Date,
    ) {
      const [row] = await db
        .update(contacts)
        .set({ ...set, updatedAt: at })
        .where(eq(contacts.id, id))
        .returning();
      return row;
    },

    /**
     * Everything `fromId` holds moves to `intoId`; then `fromId` is deleted (decision 043, merge). Answers the
     * notes and consents that moved, which an undo gives back.
     */
    async moveAll(fromId: string, intoId: string) {
      await db.update(contactLinks).set({ contactId: intoId }).where(eq(contactLinks.contactId, fromId));
      const notes = await db
        .update(contactNotes)
        .set({ contactId: intoId })
        .where(eq(contactNotes.contactId, fromId))
        .returning({ id: contactNotes.id });
      const consents = await db
        .update(contactConsents)
        .set({ contactId: intoId })
        .where(eq(contactConsents.contactId, fromId))
        .returning({ id: contactConsents.id });
      await db.delete(contacts).where(eq(contacts.id, fromId));
      return { notes: notes.map((n) => n.id), consents: consents.map((c) => c.id) };
    },

    /** An undone merge: what `fromId` brought goes back to it from `intoId` (links by their rows, the rest by id). */
    async moveBack(
      intoId: string,
      fromId: string,
      moved: { links: Array<{ source: ContactSource; refId: string }>; notes: string[]; consents: string[] },
    ) {
      const ofRows = moved.links.map((l) =>
        and(eq(contactLinks.source, l.source), eq(contactLinks.refId, l.refId)),
      );
      if (ofRows.length > 0)
        await db
          .update(contactLinks)
          .set({ contactId: fromId })
          .where(and(eq(contactLinks.contactId, intoId), or(...ofRows)));
      if (moved.notes.length > 0)
        await db
          .update(contactNotes)
          .set({ contactId: fromId })
          .where(and(eq(contactNotes.contactId, intoId), inArray(contactNotes.id, moved.notes)));
      if (moved.consents.length > 0)
        await db
          .update(contactConsents)
          .set({ contactId: fromId })
          .where(and(eq(contactConsents.contactId, intoId), inArray(contactConsents.id, moved.consents)));
    },

    /** The kept contact's activity as before a merge, unless the person did something since. */
    async resetActivity(id: string, was: Date, other: Date) {
      const merged = was > other ? was : other;
      await db
        .update(contacts)
        .set({ lastActivityAt: was })
        .where(and(eq(contacts.id, id), sql`${contacts.lastActivityAt} <= ${merged}`));
    },

    remove: async (id: string) => {
      await db.delete(contacts).where(eq(contacts.id, id));
    },

    counts: async (contactId: string) => {
      const [notes] = await db
        .select({ n: count() })
        .from(contactNotes)
        .where(eq(contactNotes.contactId, contactId));
      const [consents] = await db
        .select({ n: count() })
        .from(contactConsents)
        .where(eq(contactConsents.contactId, contactId));
      return { notes: notes?.n ?? 0, consents: consents?.n ?? 0 };
    },
  };
}

/** What a contact is linked to and what it did: links, the list, the timeline, notes and consents. */
function contactHistory(db: Executor) {
  return {
    async link(contactId: string, source: ContactSource, refId: string, at: Date) {
      await db
        .insert(contactLinks)
        .values({ contactId, source, refId, createdAt: at })
        .onConflictDoNothing({ target: [contactLinks.source, contactLinks.refId] });
    },

    /** The contact a row of another area is linked to. */
    async contactOf(source: ContactSource, refId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ contactId: contactLinks.contactId })
        .from(contactLinks)
        .where(and(eq(contactLinks.source, source), eq(contactLinks.refId, refId)));
      return row?.contactId;
    },

    /** The rows of `source` linked to the same contact as the row `of` (newest link first, at most `limit`). */
    async refsBeside(of: { source: ContactSource; refId: string }, source: ContactSource, limit: number) {
      const rows = await db
        .select({ refId: contactLinks.refId })
        .from(contactLinks)
        .where(
          and(
            eq(contactLinks.source, source),
            sql`${contactLinks.contactId} = (select l.contact_id from contact_links l
                 where l.source = ${of.source} and l.ref_id = ${of.refId})`,
          ),
        )
        .orderBy(desc(contactLinks.createdAt))
        .limit(limit);
      return rows.map((r) => r.refId);
    },

    async page(filter: ContactFilter, page: number, limit: number) {
      const where = and(
        searchFor(filter.search),
        filter.source ? eq(contacts.source, filter.source) : undefined,
        filter.owner === 'none'
          ? isNull(contacts.ownerId)
          : filter.owner
            ? eq(contacts.ownerId, filter.owner)
            : undefined,
        filter.activeFrom ? gte(contacts.lastActivityAt, filter.activeFrom) : undefined,
        filter.activeBefore ? lt(contacts.lastActivityAt, filter.activeBefore) : undefined,
      );
      const order = [desc(contacts.lastActivityAt), desc(contacts.id)];
      const offset = (page - 1) * limit;
      // the page's ids first, from the index alone; then only those rows are read (a deep page skips ids, not rows)
      const ids = db
        .select({ id: contacts.id })
        .from(contacts)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const rows = await db
        .select()
        .from(contacts)
        .where(inArray(contacts.id, ids))
        .orderBy(...order);
      // a page that is not full is the last one: its rows say how many match, so the count (a second scan of
      // every match, the list's dearest part: bench/RESULTS.md, contacts) is skipped; a search mostly ends here
      if (rows.length > 0 && rows.length < limit) return { rows, total: offset + rows.length };
      if (rows.length === 0 && offset === 0) return { rows, total: 0 };
      const [total] = await db.select({ n: count() }).from(contacts).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** The newest `limit` events of a contact's timeline, older than `before` when given. */
    async timeline(contactId: string, limit: number, before?: Date): Promise<TimelineRow[]> {
      const older: SQL = before ? sql`and at < ${before}` : sql``;
      const { rows } = await db.execute<TimelineRow>(sql`
        select at, kind, source, ref_id, summary, detail from contact_timeline
         where contact_id = ${contactId} ${older}
         order by at desc, ref_id desc limit ${limit}`);
      return rows.map((r) => ({ ...r, at: new Date(r.at) }));
    },

    notes: (contactId: string) =>
      db
        .select()
        .from(contactNotes)
        .where(eq(contactNotes.contactId, contactId))
        .orderBy(desc(contactNotes.createdAt)),
    consents: (contactId: string) =>
      db
        .select()
        .from(contactConsents)
        .where(eq(contactConsents.contactId, contactId))
        .orderBy(desc(contactConsents.givenAt)),
    links: (contactId: string) =>
      db
        .select({ source: contactLinks.source, refId: contactLinks.refId })
        .from(contactLinks)
        .where(eq(contactLinks.contactId, contactId))
        .orderBy(contactLinks.createdAt),

    async addNote(contactId: string, authorId: string | null, body: string, at: Date) {
      const [row] = await db
        .insert(contactNotes)
        .values({ contactId, authorId, body, createdAt: at })
        .returning();
      return row;
    },

    /** A consent, unless the contact already gave one through that form under that notice version (kept first). */
    async addConsent(contactId: string, consent: { channel: string; textVersion: string; givenAt: Date }) {
      const same = and(
        eq(contactConsents.contactId, contactId),
        eq(contactConsents.channel, consent.channel),
        eq(contactConsents.textVersion, consent.textVersion),
      );
      const [given] = await db.select({ id: contactConsents.id }).from(contactConsents).where(same).limit(1);
      if (!given) await db.insert(contactConsents).values({ contactId, ...consent });
    },
  };
}
