import {
  type AdminResource,
  callAddress,
  type ResourceCall,
  type TrashAction,
} from '#domain/shared/admin-resource.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notify } from '../toast.ts';

/** The calls and messages of the actions an area declares (all of them with a trash, `trash` alone without). */
type Declared<A extends TrashAction> = {
  calls: Record<A, ResourceCall>;
  messages: {
    done: Record<A, string>;
    failed: Record<A, string | ((failed: number, total: number) => string)>;
  };
};

/** One trash action on one row, at the call the area declared. */
export async function runResourceAction<A extends TrashAction>(resource: Declared<A>, action: A, id: string) {
  const call = resource.calls[action];
  await apiRequest(callAddress(call, id), {
    method: call.method,
    ...(call.body ? { body: call.body } : {}),
  });
}

/**
 * A trash action on the chosen rows, one call each (spec 001 §7, 002 §7 have no bulk call but products'), then
 * one message: the server's wording when all went through, else the area's failure text, counted where the area
 * counts (spec 002 §8).
 */
export async function runOnEach<A extends TrashAction>(
  resource: Declared<A>,
  action: A,
  ids: string[],
): Promise<void> {
  const results = await Promise.allSettled(ids.map((id) => runResourceAction(resource, action, id)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed === 0) {
    notify.success(resource.messages.done[action]);
    return;
  }
  const text = resource.messages.failed[action];
  notify.error(typeof text === 'string' ? text : text(failed, ids.length));
}

/** One page of a paged list or trash (accounts, products); the other areas answer every row at once. */
export type ResourcePage<T> = { items: T[]; page: number; pages: number; total: number };

/** What a list or trash screen needs of the area's query: its three states, its rows, a retry. */
export type ResourceQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T[] | ResourcePage<T> | undefined;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A query of the paged envelope (`{ data, pagination }`, spec 002 §7) as the kit reads it: its rows and page.
 * `page` stands in for the page when the answer does not say it back.
 */
export function pagedQuery<T>(
  query: Omit<ResourceQuery<T>, 'data'> & { data: PagedBody<T> | undefined },
  page?: number,
): ResourceQuery<T> {
  const { isPending, isError, isFetching, error, refetch, data: body } = query;
  const data = body && {
    items: body.data,
    page: page ?? body.pagination.page,
    pages: body.pagination.pages,
    total: body.pagination.total,
  };
  return { isPending, isError, isFetching, error, refetch, data };
}
type PagedBody<T> = { data: T[]; pagination: { page: number; pages: number; total: number } };

/** The rows of an answer, and its page where the area pages. */
export function rowsOf<T>(data: ResourceQuery<T>['data']): { items: T[]; page: ResourcePage<T> | undefined } {
  if (Array.isArray(data)) return { items: data, page: undefined };
  return { items: data?.items ?? [], page: data };
}

/**
 * The bulk buttons a screen offers, kept to the actions the area declared in `bulkActions`, in its order
 * (docs/decisions/039): accounts move one row at a time to the trash (spec 002 §2).
 */
export function declaredBulkActions<B>(
  resource: Pick<AdminResource, 'bulkActions'>,
  buttons: Partial<Record<TrashAction, B>>,
): B[] {
  return resource.bulkActions.flatMap((action) => {
    const button = buttons[action];
    return button ? [button] : [];
  });
}
