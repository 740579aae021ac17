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
 * What an admin list's table says, in the spec's words where it quotes them: the table's name (its caption and
 * region), and its three states. `invalid` is for the areas that tell an answer of the wrong shape apart.
 */
export type ListTexts = {
  label: string;
  loading: string;
  loadFailed: string;
  empty: string;
  invalid?: string;
};

/** A search box of a list or a trash: its label and placeholder (its term lives in the address). */
export type SearchBox = { label: string; placeholder: string };

/**
 * An admin list declared once (docs/decisions/039): what the web kit's list screens read the rows' id and name,
 * the table's texts and the search box from. Areas with a trash declare an `AdminResource`, which is one.
 */
export type AdminList = {
  /** the area's name: OpenAPI tag, query-key root, the stem of the screens' test ids */
  name: string;
  /** the Vietnamese noun of one row ('dịch vụ', 'tài khoản'), used in confirmations */
  noun: string;
  /** the row's id field in replies (`_id` where the spec says `_id`, `id` for products) */
  idField: '_id' | 'id';
  /** the field that names a row to a person (a title, a full name) */
  nameField: string;
  /**
   * the list screen's texts, its search box where it has one (a trash's may differ: `search` below), and its
   * rows per page where the server pages it (the rows are numbered on from the page shown)
   */
  list: { texts: ListTexts; search?: SearchBox; pageSize?: number };
};

/** Checks a list's declaration against the shape while keeping its literal types. */
export function defineAdminList<const L extends AdminList>(list: L): L {
  return list;
}

/**
 * A back-office area declared once (docs/decisions/039): what the server kit registers its trash routes from
 * and what the web kit builds its list and trash screens from. Every text is the server's wording, shown as is.
 */
export type AdminResource = AdminList & {
  permission: Permission;
  /** the admin screens' addresses (spec 001 §2, 002 §2) */
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
  /** what the trash search matches, and its label on the screen (the list's too, unless `list.search` says) */
  search: SearchBox & { fields: readonly string[] };
  bulkActions: readonly TrashAction[];
};

/**
 * What the kit's list screen needs of an area. A trash is optional: an area without one (redirects, decision 042)
 * declares no trash screen, and its `trash` call takes a row off the list for good.
 */
export type ListedResource = AdminList &
  Pick<AdminResource, 'permission' | 'search' | 'bulkActions'> & {
    screens: { list: string; trash?: string };
    calls: { trash: ResourceCall };
    messages: {
      done: { trash: string };
      failed: { trash: string | ((failed: number, total: number) => string) };
      notFound: string;
    };
  };

/** Checks a declaration against the shape while keeping its literal types. */
export function defineAdminResource<const R extends AdminResource>(resource: R): R {
  return resource;
}

/** A call's address for one row: the path with its id, then the call's own query. */
export function callAddress(call: ResourceCall, id: string): string {
  const path = call.path.replace(':id', encodeURIComponent(id));
  return call.query ? `${path}?${new URLSearchParams(call.query)}` : path;
}

/** The answer to a flag query of a shared path (`?permanent=`) that is neither 'true' nor 'false'. */
export const INVALID_FLAG_MESSAGE = 'Giá trị không hợp lệ';
