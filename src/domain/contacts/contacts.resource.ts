import { defineAdminListResource } from '../shared/admin-resource.ts';

/**
 * Contacts in the back-office (Khách hàng; ARCHITECTURE.md Contacts, decision 043): a list without a trash or
 * an add screen (a contact is made by the forms and chats, and erased, never trashed: decision 044).
 */
export const contactsResource = defineAdminListResource({
  name: 'contacts',
  noun: 'khách hàng',
  idField: '_id',
  nameField: 'name',
  permission: 'contacts.manage',
  screens: { list: '/admin/contacts/list' },
  search: {
    fields: ['name', 'phone', 'email'],
    label: 'Tìm theo tên, số điện thoại hoặc email',
    placeholder: 'Tìm theo tên, số điện thoại, email...',
  },
});
