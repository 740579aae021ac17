import type { ConsentChannel, ConsentVersion } from '#domain/contacts/consent-notice.ts';
import type { ContactSource } from '#domain/contacts/contact.schema.ts';
import { contactIdentity } from '#domain/contacts/contact-identity.rules.ts';
import type { Tx } from '../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { ContactsArea } from './contact-area.ts';
import { type ContactRow, createContactsRepository } from './contacts.repository.ts';

/** A row another area is creating, with the details it holds about the person. */
export type LinkedRow = {
  source: ContactSource;
  refId: string;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  email?: string | null | undefined;
  at?: Date | undefined;
  /** the consent notice the form showed and the person sent it under (Decree 13/2023/NĐ-CP) */
  consent?: { channel: ConsentChannel; textVersion: ConsentVersion } | undefined;
};

// spec 002 §2: the live chat's 'Khách' is no name
const personName = (name: string | null | undefined) => {
  const trimmed = name?.trim() ?? '';
  return trimmed === 'Khách' ? '' : trimmed.slice(0, 100);
};

type Identity = NonNullable<ReturnType<typeof contactIdentity>>;

/** The contact found by the row's keys, seen again at `at`; a key it lacks is taken when nobody holds it. */
async function touchFound(tx: Tx, found: ContactRow, identity: Identity, name: string, at: Date) {
  const on = createContactsRepository(tx);
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

/** The contact of the row's keys, made when nobody holds them; undefined when a concurrent insert won. */
async function findOrMake(tx: Tx, row: LinkedRow, identity: Identity, at: Date) {
  const on = createContactsRepository(tx);
  const name = personName(row.name);
  const found =
    (identity.phone ? await on.byPhone(identity.phone) : undefined) ??
    (identity.email ? await on.byEmail(identity.email) : undefined);
  if (found) {
    await touchFound(tx, found, identity, name, at);
    return found.id;
  }
  const inserted = await on.insert({
    name,
    phone: identity.phone,
    email: identity.email,
    source: row.source,
    lastActivityAt: at,
    createdAt: at,
    updatedAt: at,
  });
  return inserted?.id;
}

/** How other areas tie the rows they create to a person, inside their own transaction (decisions 026, 043). */
export function contactLinking({ clock, repo }: ContactsArea) {
  return {
    /**
     * Links a row being created to its contact, found or made by the identity rule, inside the caller's
     * transaction: the row, its link and the consent its form collected commit together. A row naming nobody
     * (no usable phone or e-mail) is not linked (null). A row linked before keeps its contact.
     */
    async link(tx: Tx, row: LinkedRow): Promise<string | null> {
      const identity = contactIdentity(row);
      if (!identity) return null;
      const at = row.at ?? clock();
      // a concurrent first contact for the same key makes our insert do nothing: look again (twice at most)
      for (let attempt = 0; attempt < 3; attempt++) {
        const contactId = await findOrMake(tx, row, identity, at);
        if (!contactId) continue;
        const on = createContactsRepository(tx);
        await on.link(contactId, row.source, row.refId, at);
        if (row.consent) await on.addConsent(contactId, { ...row.consent, givenAt: at });
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

    /**
     * The rows of another area held by the person a row belongs to (a live chat room's contact's orders): the
     * ids that area gave them, newest first. Nobody linked: none.
     */
    refsBeside: (of: { source: ContactSource; refId: string }, source: ContactSource, limit = 50) =>
      repo.refsBeside(of, source, limit),

    /** Decree 13/2023/NĐ-CP: the consent a form collected, kept on the contact the form's row was linked to. */
    async recordConsent(
      tx: Tx,
      contactId: string,
      consent: { channel: ConsentChannel; textVersion: ConsentVersion; givenAt: Date },
    ) {
      await createContactsRepository(tx).addConsent(contactId, consent);
    },
  };
}
