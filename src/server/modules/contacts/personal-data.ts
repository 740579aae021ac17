import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/unit-of-work.ts';

/**
 * Export and erase of one person's data (Decree 13/2023/NĐ-CP; decision 044). Two passes over the database:
 * the rows linked to the contact (found by their ids: a chat message need not name the person to be theirs),
 * and every text, jsonb and text[] column of every table, read from the catalogue, searched for the person's
 * phone numbers and e-mails, so a column added later is covered without a change here. This is the one place
 * outside an area's repository that reads (and, to erase, writes) its tables: the law asks for the whole
 * database, and decision 044 says why it is done here.
 */

/** What erase writes in place of a personal value. */
export const ERASED = '[đã xóa]';

/** Staff accounts are not contacts: a staff member's own data is handled by deleting the account. */
const NOT_SWEPT = new Set(['accounts', 'account_sessions', 'recovery_codes', 'contacts', 'contact_links']);

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One case-insensitive POSIX regex matching the person's phone numbers in any written form (`0912 345 678`,
 * `+84912345678`, `84.912.345.678`) and their e-mails.
 */
export function personPattern(identity: { phones: string[]; emails: string[] }): string | null {
  const parts: string[] = [];
  for (const phone of new Set(identity.phones)) {
    const national = phone.replace(/^\+84/, '');
    const digits = [...national].join('[[:space:].-]*');
    parts.push(`(\\+?84|0084|0)[[:space:].()-]*(\\(0\\)[[:space:]]*)?${digits}`);
  }
  for (const email of new Set(identity.emails.map((e) => e.toLowerCase()))) parts.push(escapeRegex(email));
  return parts.length > 0 ? parts.join('|') : null;
}

type Column = {
  table: string;
  column: string;
  kind: 'text' | 'json' | 'array';
  type: 'json' | 'jsonb' | 'text';
};

async function searchableColumns(db: Executor): Promise<Map<string, Column[]>> {
  const { rows } = await db.execute<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
  }>(sql`
    select c.table_name, c.column_name, c.data_type, c.udt_name
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and (c.data_type in ('text', 'character varying', 'jsonb', 'json')
            or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar')))
     order by c.table_name, c.ordinal_position`);
  const tables = new Map<string, Column[]>();
  for (const r of rows) {
    if (NOT_SWEPT.has(r.table_name)) continue;
    const kind = r.data_type === 'ARRAY' ? 'array' : r.data_type.startsWith('json') ? 'json' : 'text';
    const list = tables.get(r.table_name) ?? [];
    const type = r.data_type === 'json' ? 'json' : r.data_type === 'jsonb' ? 'jsonb' : 'text';
    list.push({ table: r.table_name, column: r.column_name, kind, type });
    tables.set(r.table_name, list);
  }
  return tables;
}

const asText = (c: Column): SQL =>
  c.kind === 'text' ? sql`${sql.identifier(c.column)}` : sql`${sql.identifier(c.column)}::text`;

const matchesAny = (columns: Column[], pattern: string) =>
  sql.join(
    columns.map((c) => sql`${asText(c)} ~* ${pattern}`),
    sql` or `,
  );

/** Every row of every swept table that names the person, by table. */
export async function rowsNaming(db: Executor, pattern: string): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const [table, columns] of await searchableColumns(db)) {
    const { rows } = await db.execute<{ row: unknown }>(
      sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where ${matchesAny(columns, pattern)}`,
    );
    if (rows.length > 0) found[table] = rows.map((r) => r.row);
  }
  return found;
}

/** Replaces the person's phones and e-mails wherever a swept column holds them; rows changed, by table. */
export async function sweep(db: Executor, pattern: string): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  for (const [table, columns] of await searchableColumns(db)) {
    const set = sql.join(
      columns.map((c) => {
        const col = sql.identifier(c.column);
        const replaced =
          c.kind === 'text'
            ? sql`regexp_replace(${col}, ${pattern}, ${ERASED}, 'gi')`
            : c.kind === 'json'
              ? sql`contacts_erase_jsonb(${col}::jsonb, ${pattern}, ${ERASED})::${sql.raw(c.type)}`
              : sql`array(select regexp_replace(x, ${pattern}, ${ERASED}, 'gi') from unnest(${col}) with ordinality u(x, n) order by n)`;
        return sql`${col} = case when ${asText(c)} ~* ${pattern} then ${replaced} else ${col} end`;
      }),
      sql`, `,
    );
    const result = await db.execute(
      sql`update ${sql.identifier(table)} set ${set} where ${matchesAny(columns, pattern)}`,
    );
    if (result.rowCount) changed[table] = result.rowCount;
  }
  return changed;
}

export type LinkedIds = { bookings: string[]; orders: string[]; rooms: string[]; sessions: string[] };

const ids = (values: string[]) =>
  sql`array[${sql.join(values.length ? values.map((v) => sql`${v}`) : [sql`null`], sql`, `)}]::text[]`;

/** The rows linked to the contact, by table (the export's first pass). */
export async function linkedRows(db: Executor, linked: LinkedIds, contactId: string) {
  const q = async (statement: SQL) => (await db.execute<{ row: unknown }>(statement)).rows.map((r) => r.row);
  const [b, o, r, s] = [ids(linked.bookings), ids(linked.orders), ids(linked.rooms), ids(linked.sessions)];
  const related = [contactId, ...linked.bookings, ...linked.orders, ...linked.rooms];
  return {
    bookings: await q(sql`select to_jsonb(t) as row from bookings t where id::text = any(${b})`),
    crm_outbox: await q(sql`select to_jsonb(t) as row from crm_outbox t where booking_id::text = any(${b})`),
    orders: await q(sql`select to_jsonb(t) as row from orders t where id::text = any(${o})`),
    order_status_history: await q(
      sql`select to_jsonb(t) as row from order_status_history t where order_id::text = any(${o})`,
    ),
    payment_transactions: await q(
      sql`select to_jsonb(t) as row from payment_transactions t where order_id::text = any(${o})`,
    ),
    received_payments: await q(
      sql`select to_jsonb(t) as row from received_payments t where order_id::text = any(${o})`,
    ),
    livechat_rooms: await q(sql`select to_jsonb(t) as row from livechat_rooms t where id::text = any(${r})`),
    livechat_messages: await q(
      sql`select to_jsonb(t) as row from livechat_messages t where room_id::text = any(${r}) order by created_at`,
    ),
    chatbot_messages: await q(
      sql`select to_jsonb(t) as row from chatbot_messages t where session_id = any(${s}) order by created_at`,
    ),
    audit_log: await q(
      sql`select to_jsonb(t) as row from audit_log t where target_id = any(${ids(related)}) order by at`,
    ),
  };
}

/**
 * The erase's first pass (decision 044): the personal fields of the linked rows replaced; amounts, order codes,
 * states and times kept. Rows changed, by table.
 */
export async function eraseLinked(db: Executor, linked: LinkedIds, contactId: string) {
  const n = async (statement: SQL) => (await db.execute(statement)).rowCount ?? 0;
  const [b, o, r, s] = [ids(linked.bookings), ids(linked.orders), ids(linked.rooms), ids(linked.sessions)];
  const related = ids([contactId, ...linked.bookings, ...linked.orders, ...linked.rooms]);
  return {
    bookings: await n(sql`update bookings set full_name = '', email = null, phone = ${ERASED}, gender = null,
        occupation = null, date_of_birth = null, note = null, client_ip = null where id::text = any(${b})`),
    // what was waiting to be sent about the booking is not sent any more
    crm_outbox: await n(sql`update crm_outbox set payload = '{"erased": true}'::jsonb,
        status = case when status = 'pending' then 'failed'::crm_outbox_status else status end
        where booking_id::text = any(${b})`),
    orders: await n(sql`update orders set full_name = ${ERASED}, phone = ${ERASED}, email = ${ERASED}
        where id::text = any(${o})`),
    livechat_rooms: await n(sql`update livechat_rooms set visitor_name = 'Khách', visitor_phone = null,
        visitor_email = null, last_message_preview = ${ERASED} where id::text = any(${r})`),
    livechat_messages: await n(sql`update livechat_messages set message = ${ERASED}
        where room_id::text = any(${r}) and sender in ('user', 'system')`),
    chatbot_messages: await n(sql`update chatbot_messages set user_message = ${ERASED}, ip = null
        where session_id = any(${s})`),
    chatbot_feedback: await n(sql`update chatbot_feedback set comment = null where session_id = any(${s})`),
    audit_log:
      await n(sql`update audit_log set before = case when before is null then null else '{"erased": true}'::jsonb end,
        after = case when after is null then null else '{"erased": true}'::jsonb end where target_id = any(${related})`),
  };
}
