import { defineAdminList } from '../shared/admin-resource.ts';
import { CONTACT_MESSAGES, CONTACTS_PAGE_SIZE } from './contact.schema.ts';

/**
 * Contacts in the back-office (Khách hàng; ARCHITECTURE.md Contacts, decision 043): a list without a trash or
 * an add screen (a contact is made by the forms and chats, and erased, never trashed: decision 044).
 */
export const contactsList = defineAdminList({
  name: 'contacts',
  noun: 'khách hàng',
  idField: '_id',
  nameField: 'name',
  list: {
    texts: {
      label: 'Danh sách khách hàng',
      loading: 'Đang tải khách hàng...',
      loadFailed: CONTACT_MESSAGES.loadFailed,
      empty: 'Không có khách hàng nào',
    },
    search: {
      label: 'Tìm theo tên, số điện thoại hoặc email',
      placeholder: 'Tìm theo tên, số điện thoại, email...',
    },
    pageSize: CONTACTS_PAGE_SIZE,
  },
});
