import { type ContactsArea, toContact } from './contact-area.ts';
import { contactLinking } from './contact-linking.ts';
import { contactMerging } from './contact-merge.ts';
import { personalDataRequests } from './contact-privacy.ts';
import { contactRecords } from './contact-records.ts';
import { createContactsRepository } from './contacts.repository.ts';

export type { LinkedRow } from './contact-linking.ts';
export { toContact };

/**
 * Contacts (ARCHITECTURE.md, Contacts; decision 043): other areas link the rows they create through `link`, in
 * their own transaction (decision 026); the back-office lists, reads, annotates, merges, exports and erases
 * them. One use case per function, each group in its own file beside this one.
 */
export function createContactsService(deps: Omit<ContactsArea, 'repo'>) {
  const area: ContactsArea = { ...deps, repo: createContactsRepository(deps.db) };
  return {
    ...contactLinking(area),
    ...contactRecords(area),
    ...contactMerging(area),
    ...personalDataRequests(area),
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
