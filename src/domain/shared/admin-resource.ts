import type { Permission } from '../auth/permissions.ts';

/** The actions every back-office area with a trash offers, one name each (docs/glossary.md). */
export type TrashAction = 'trash' | 'restore' | 'deletePermanently';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of an area: its method and path (`:id` for the row), as the spec's call catalogue writes them, and
 * the query that tells it apart from another action on the same path (spec 002 §7: `?permanent=true`).
 */
export type ResourceCall = {
  method: HttpMethod;
  path: string;
  query?: Readonly<Record<string, string>>;
  /** the body the browser sends (spec 001 §7: a service's restore sends `{ isDeleted: false }`) */
  body?: Readonly<Record<string, unknown>>;
};

/**
 * A back-office area's list declared once: what the web kit's list screen needs of every area, with or without
 * a trash (contacts have none: a person's data is erased, never trashed, decision 044).
 */
export type AdminListResource = {
  /** the area's name: OpenAPI tag, query-key root */
  name: string;
  /** the Vietnamese noun of one row ('dịch vụ', 'tài khoản'), used in confirmations */
  noun: string;
  /** the row's id field in replies (`_id` where the spec says `_id`, `id` for products) */
  idField: '_id' | 'id';
  /** the field that names a row to a person (a title, a full name) */
  nameField: string;
  permission: Permission;
  /** the admin screens' addresses (spec 001 §2, 002 §2) */
  screens: { list: string; trash?: string };
  /** what the search matches, and its label on the screen */
  search: { fields: readonly string[]; label: string; placeholder: string };
};

/**
 * A back-office area declared once (docs/decisions/039): what the server kit registers its trash routes from
 * and what the web kit builds its trash screen from. Every text is the server's wording, shown as is.
 */
export type AdminResource = AdminListResource & {
  screens: { list: string; trash: string };
  calls: { listTrash: string } & Record<TrashAction, ResourceCall>;
  messages: {
    /** the reply of each action, as the server words it */
    done: Record<TrashAction, string>;
    /** what the screen says when an action fails; a function for the areas that count partial failures */
    failed: Record<TrashAction, string | ((failed: number, total: number) => string)>;
    notFound: string;
    loadTrashFailed: string;
    trashEmpty: string;
    /** the warning under a delete for good, where the area words its own */
    irreversible?: string;
  };
  bulkActions: readonly TrashAction[];
};

/** Checks a declaration against the shape while keeping its literal types. */
export function defineAdminResource<const R extends AdminResource>(resource: R): R {
  return resource;
}

/** Checks a list-only declaration against the shape while keeping its literal types. */
export function defineAdminListResource<const R extends AdminListResource>(resource: R): R {
  return resource;
}

/** Whether the area declared a trash (its calls and messages), which the list screen then offers. */
export const hasTrash = (resource: AdminListResource): resource is AdminResource =>
  'calls' in resource && resource.screens.trash !== undefined;

/** A call's address for one row: the path with its id, then the call's own query. */
export function callAddress(call: ResourceCall, id: string): string {
  const path = call.path.replace(':id', encodeURIComponent(id));
  return call.query ? `${path}?${new URLSearchParams(call.query)}` : path;
}

/** The answer to a flag query of a shared path (`?permanent=`) that is neither 'true' nor 'false'. */
export const INVALID_FLAG_MESSAGE = 'Giá trị không hợp lệ';
