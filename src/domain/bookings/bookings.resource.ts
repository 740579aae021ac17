import { defineAdminList } from '../shared/admin-resource.ts';
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  BOOKINGS_LOAD_FAILED_MESSAGE,
  NO_PENDING_BOOKINGS_MESSAGE,
} from './booking.schema.ts';

/** spec 002 §2 Booking screens 1: the history, completed and cancelled bookings, searched and filtered. */
export const bookingHistoryList = defineAdminList({
  name: 'bookings',
  noun: 'đặt lịch',
  idField: '_id',
  nameField: 'fullName',
  list: {
    texts: {
      label: 'Lịch sử đặt lịch',
      loading: 'Đang tải danh sách đặt lịch...',
      loadFailed: BOOKINGS_LOAD_FAILED_MESSAGE,
      empty: 'Không có đặt lịch nào',
    },
    search: { label: 'Tìm kiếm đặt lịch', placeholder: 'Tìm theo tên, số điện thoại, email...' },
    pageSize: ADMIN_BOOKINGS_PAGE_SIZE,
  },
});

/** spec 002 §2 Booking screens 2: the bookings in processing; its name is the history screen's link to it. */
export const pendingBookingsList = defineAdminList({
  ...bookingHistoryList,
  list: {
    texts: {
      label: 'Đặt lịch đang chờ xử lý',
      loading: 'Đang tải đặt lịch đang chờ...',
      loadFailed: BOOKINGS_LOAD_FAILED_MESSAGE,
      empty: NO_PENDING_BOOKINGS_MESSAGE,
    },
    pageSize: ADMIN_BOOKINGS_PAGE_SIZE,
  },
});
