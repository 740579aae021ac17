import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailSettings, startSmtpStub } from '../helpers/smtp-stub.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// issue 14 item 3: with SMTP_URL set, a booking queues a confirmation to the visitor (when an e-mail was given)
// and a notice to the company, both through the outbox, in Vietnamese, as plain text and HTML; a mail server
// that refuses for a while loses nothing.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;

beforeAll(async () => {
  smtp = await startSmtpStub();
  t = await createTestApp(mailSettings(smtp.url));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const book = (payload: Record<string, unknown>, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/bookings', payload, remoteAddress: ip });

describe('booking notifications by e-mail', () => {
  it('sends the visitor a confirmation and the company a notice, in Vietnamese, text and HTML', async () => {
    const r = await book(
      {
        fullName: 'Phạm Minh Đức',
        phone: '0977123456',
        email: 'duc@example.vn',
        service: 'Website',
        note: '<b>Gấp</b>',
      },
      '10.3.0.1',
    );
    expect(r.statusCode).toBe(201);
    const id = r.json().data._id;
    await vi.waitFor(() => expect(smtp.received).toHaveLength(2), { timeout: 10_000 });

    const visitor = smtp.received.find((m) => m.to.includes('duc@example.vn'));
    const company = smtp.received.find((m) => m.to.includes('sales@saovietsoft.vn'));
    expect(visitor?.subject).toBe('Sao Việt Software đã nhận yêu cầu tư vấn của bạn');
    expect(visitor?.text).toContain('Xin chào Phạm Minh Đức,');
    expect(visitor?.text).toContain('Dịch vụ: Website');
    expect(visitor?.html).toContain('Phạm Minh Đức');
    // what the visitor typed is text in the HTML mail, never markup
    expect(visitor?.html).toContain('&lt;b&gt;Gấp&lt;/b&gt;');
    expect(visitor?.messageId).toContain(`booking-${id}-visitor`);
    expect(company?.subject).toBe('Đặt lịch tư vấn mới: Website – Phạm Minh Đức');
    expect(company?.text).toContain('Số điện thoại: 0977123456');
    expect(company?.text).toContain('https://saovietsoft.vn/admin/bookings/pending');
    expect(company?.html).toContain('<a href="https://saovietsoft.vn/admin/bookings/pending">');
    expect(visitor?.from).toBe('no-reply@saovietsoft.vn');

    // without CRM_URL the contact waits; the mails are recorded sent once the server took them
    await vi.waitFor(async () => {
      const rows = (
        await t.app.pool.query('select kind, status from crm_outbox where booking_id = $1 order by kind', [
          id,
        ])
      ).rows;
      expect(rows).toEqual([
        { kind: 'company_mail', status: 'sent' },
        { kind: 'crm', status: 'pending' },
        { kind: 'visitor_mail', status: 'sent' },
      ]);
    });
  });

  it('sends only the company notice when the visitor gave no e-mail', async () => {
    const before = smtp.received.length;
    const r = await book({ phone: '0977123457', service: 'App' }, '10.3.0.2');
    const id = r.json().data._id;
    await vi.waitFor(async () => {
      const rows = (
        await t.app.pool.query("select kind from crm_outbox where booking_id = $1 and status = 'sent'", [id])
      ).rows;
      expect(rows).toEqual([{ kind: 'company_mail' }]);
    });
    expect(smtp.received.length - before).toBe(1);
  });

  it('retries a mail the server refused, and delivers it', async () => {
    smtp.state.failNext = 2;
    const before = smtp.received.length;
    const r = await book({ phone: '0977123458', email: 'lan@example.vn', service: 'Agency' }, '10.3.0.3');
    const id = r.json().data._id;
    await vi.waitFor(
      async () => {
        const rows = (
          await t.app.pool.query(
            "select kind, status from crm_outbox where booking_id = $1 and kind <> 'crm'",
            [id],
          )
        ).rows;
        expect(rows.every((row) => row.status === 'sent')).toBe(true);
        expect(rows).toHaveLength(2);
      },
      { timeout: 10_000 },
    );
    expect(smtp.received.length - before).toBe(2);
    const attempts = (
      await t.app.pool.query(
        "select sum(attempts)::int as n from crm_outbox where booking_id = $1 and kind <> 'crm'",
        [id],
      )
    ).rows[0].n;
    expect(attempts).toBe(4);
  });
});
