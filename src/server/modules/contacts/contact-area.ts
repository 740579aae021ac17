import { type Contact, CONTACT_MESSAGES as M } from '#domain/contacts/contact.schema.ts';
import { isUuid } from '#domain/shared/uuid.rules.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ContactNoteRow, ContactRow, createContactsRepository } from './contacts.repository.ts';

/** What every contacts use case is built with: its dependencies and the area's repository. */
export type ContactsArea = {
  db: Db;
  clock: () => Date;
  audit: AuditService;
  /** a contact's owner and a note's author are staff accounts, read through their own service */
  accounts: Pick<AccountsService, 'namesByIds' | 'holding'>;
  /** the backup files on disk, newest first (the erase names those taken before it) */
  backups: () => Promise<Array<{ file: string; createdAt: string }>>;
  repo: ReturnType<typeof createContactsRepository>;
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

export const toNote = (n: ContactNoteRow, authorName: string | null = null) => ({
  _id: n.id,
  body: n.body,
  authorId: n.authorId,
  authorName,
  createdAt: n.createdAt.toISOString(),
});

export const toConsent = (c: { channel: string; textVersion: string; givenAt: Date }) => ({
  channel: c.channel,
  textVersion: c.textVersion,
  givenAt: c.givenAt.toISOString(),
});

/** The contact of a path's id, or the area's 404 (a malformed id is no contact either). */
export async function existing(repo: ContactsArea['repo'], id: string): Promise<ContactRow> {
  const row = isUuid(id) ? await repo.byId(id) : undefined;
  if (!row) throw notFound(M.notFound);
  return row;
}
