import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  normaliseEmail,
  normaliseVietnamesePhone,
} from '../../src/domain/contacts/contact-identity.rules.ts';
import { createPool } from '../../src/server/db/client.ts';
import { migrateToRelease } from '../helpers/release-migrations.ts';

/**
 * Decision 043: the contacts migration links the rows an older release stored (bookings, orders, live chat rooms
 * with details) by the same identity rule the code applies to new rows.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'site-contacts-backfill-'));
const name = `site_backfill_${randomBytes(5).toString('hex')}`;
const server = new URL(inject('dbServerUrl'));
const url = new URL(server);
url.pathname = `/${name}`;
let pool: pg.Pool;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  pool = createPool(url.toString(), 2);
  await migrateToRelease(pool, '0012_audit_action_names', work);
}, 60_000);
afterAll(async () => {
  await pool?.end();
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
});

const PHONES = [
  '0912345678',
  '0912 345 678',
  '+84 (0) 912.345.678',
  '84912345678',
  '0084912345678',
  '024 3825 1234',
  '912345678',
  '0112345678',
  '+1 415 555 0100',
  '0912\u00a0345\u00a0678',
  '',
];
const EMAILS = ['An@Example.VN', '  an@example.vn ', 'an@', 'an nguyen@example.com', ''];

describe('the contacts migration', { timeout: 60_000 }, () => {
  it('links every stored booking, order and room with details to one contact per person, oldest first', async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString();
    await pool.query(
      `insert into bookings (full_name, phone, email, service, created_at) values
         ('Nguyễn An', '0912 345 678', null, 'Website', $1),
         ('', '+84 24 3825 1234', 'Office@Example.vn', 'App', $2),
         ('Người Nước Ngoài', '+1 415 555 0100', null, 'Agency', $3)`,
      [at(1), at(2), at(3)],
    );
    await pool.query(
      `insert into orders (service_title, service_type, amount, full_name, phone, email, order_code, transfer_content, created_at)
       values ('Web', 'web', 1000, 'Nguyễn Văn An', '0912345678', 'an@example.vn', 'BF0001', 'BF0001', $1)`,
      [at(4)],
    );
    await pool.query(
      `insert into livechat_rooms (session_id, visitor_name, visitor_phone, visitor_email, created_at) values
         ('s-an', 'Khách', null, 'AN@example.vn', $1),
         ('s-none', 'Khách', null, null, $2)`,
      [at(5), at(6)],
    );

    await migrateToRelease(pool, '0018_contacts', work);

    const { rows: people } = await pool.query(
      'select name, phone, email, source from contacts order by created_at',
    );
    expect(people).toEqual([
      { name: 'Nguyễn An', phone: '+84912345678', email: 'an@example.vn', source: 'booking' },
      { name: '', phone: '+842438251234', email: 'office@example.vn', source: 'booking' },
    ]);
    const { rows: links } = await pool.query(
      `select l.source, c.phone from contact_links l join contacts c on c.id = l.contact_id order by l.created_at`,
    );
    expect(links).toEqual([
      { source: 'booking', phone: '+84912345678' },
      { source: 'booking', phone: '+842438251234' },
      { source: 'order', phone: '+84912345678' },
      { source: 'livechat', phone: '+84912345678' },
    ]);
  });

  it('its SQL identity functions agree with the rule in src/domain on the same inputs', async () => {
    const samples = [
      ...PHONES,
      ...fc.sample(fc.stringMatching(/^(\+84|0|84|0084)?[ .-]?[0-9][0-9 .-]{7,12}$/), 200),
    ];
    for (const value of samples) {
      const { rows } = await pool.query('select contacts_phone_key($1) as k', [value]);
      expect(rows[0].k, JSON.stringify(value)).toBe(normaliseVietnamesePhone(value));
    }
    for (const value of EMAILS) {
      const { rows } = await pool.query('select contacts_email_key($1) as k', [value]);
      expect(rows[0].k, JSON.stringify(value)).toBe(normaliseEmail(value));
    }
  });
});
