import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_BOOKINGS_PAGE_SIZE,
  type Booking,
  type BookingStatus,
  bookingListResponseSchema,
  bookingResponseSchema,
} from '#domain/bookings/booking.schema.ts';
import { crmPanelSchema } from '#domain/bookings/crm-panel.schema.ts';
import { dataEnvelope } from '#domain/shared/envelope.schema.ts';
import { apiRequest } from '../../lib/api-client.ts';

export type BookingFilter = 'history' | 'completed' | 'cancelled' | 'processing';
export type BookingsPage = { items: Booking[]; page: number; pages: number; total: number };

/** GET /api/bookings (spec 002 §7): one page, filtered by status and a search that ignores diacritics. */
export async function fetchBookings(
  params: { status: BookingFilter; search: string; page: number },
  signal?: AbortSignal,
): Promise<BookingsPage> {
  const query = new URLSearchParams({
    status: params.status,
    page: String(params.page),
    limit: String(ADMIN_BOOKINGS_PAGE_SIZE),
  });
  if (params.search.trim()) query.set('search', params.search.trim());
  const body = await apiRequest(`/api/bookings?${query}`, { signal, schema: bookingListResponseSchema });
  return {
    items: body.data,
    page: body.pagination.page,
    pages: body.pagination.pages,
    total: body.pagination.total,
  };
}

export const bookingKeys = {
  all: ['admin', 'bookings'] as const,
  list: (status: BookingFilter, search: string, page: number) =>
    ['admin', 'bookings', 'list', status, search, page] as const,
  crm: ['admin', 'bookings', 'crm'] as const,
};

export function useBookings(status: BookingFilter, search: string, page: number) {
  return useQuery({
    queryKey: bookingKeys.list(status, search, page),
    queryFn: ({ signal }) => fetchBookings({ status, search, page }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * How many bookings wait under 'Đặt lịch đang chờ xử lý': the history screen the sidebar opens (spec 002 §2)
 * and the sidebar show it, so a new booking is found from there (decision 033). One small page is asked for;
 * only its total is read. `enabled` is false for accounts that may not see bookings.
 */
export function usePendingBookingCount(enabled = true) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'pending-count'] as const,
    queryFn: ({ signal }) => fetchBookings({ status: 'processing', search: '', page: 1 }, signal),
    select: (page) => page.total,
    enabled,
    staleTime: 0,
  });
}

/** PUT /api/bookings/{id} with status (spec 002 §4); every bookings list reloads afterwards. */
export function useChangeBookingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: BookingStatus }) =>
      apiRequest(`/api/bookings/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { status },
        schema: bookingResponseSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/** GET /api/crm/status: the CRM's health, deliveries by state, dead letters. */
export function useCrmPanel() {
  return useQuery({
    queryKey: bookingKeys.crm,
    queryFn: ({ signal }) =>
      apiRequest('/api/crm/status', { signal, schema: dataEnvelope(crmPanelSchema) }).then((b) => b.data),
    staleTime: 0,
  });
}

/** POST /api/crm/outbox/{id}/resend: 'Gửi lại' of a dead letter. */
export function useResendDeadLetter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/api/crm/outbox/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
