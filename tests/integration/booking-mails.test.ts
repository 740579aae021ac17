import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailSettings, startSmtpStub } from '../helpers/smtp-stub.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// decision 032: with SMTP_URL set, a booking queues a confirmation to the visitor (when an e-mail was given)
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
    expect(visitor?.text).toContain('Xin chào,');
    expect(visitor?.text).toContain('Dịch vụ: Website');
    expect(visitor?.messageId).toContain(`booking-${id}-visitor`);
    expect(company?.subject).toBe('Đặt lịch tư vấn mới: Website – Phạm Minh Đức');
    expect(company?.text).toContain('Số điện thoại: 0977123456');
    // what the visitor typed is text in the company's HTML mail, never markup
    expect(company?.html).toContain('&lt;b&gt;Gấp&lt;/b&gt;');
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

  it("L11: the confirmation to an unverified address carries none of the sender's text, within budgets per sender and mailbox", async () => {
    const spam = 'Trúng thưởng 100 triệu, bấm http://lừa-đảo.example';
    const confirmationsTo = (address: string) =>
      smtp.received.filter((m) => m.to.some((to) => to.toLowerCase().includes(address))).length;
    const bookingsOf = async (phones: string[]) =>
      Number(
        (await t.app.pool.query('select count(*)::int as n from bookings where phone = any($1)', [phones]))
          .rows[0].n,
      );
    const noticesOf = async (phones: string[]) =>
      Number(
        (
          await t.app.pool.query(
            `select count(*)::int as n from crm_outbox o join bookings b on b.id = o.booking_id
              where o.kind = 'company_mail' and b.phone = any($1)`,
            [phones],
          )
        ).rows[0].n,
      );
    // one sender, six mailboxes: five confirmations in the hour, and each carries nothing it typed
    const phones: string[] = [];
    for (let i = 0; i < 6; i++) {
      const phone = `09771240${String(i).padStart(2, '0')}`;
      phones.push(phone);
      const r = await book(
        { fullName: spam, phone, email: `nan-nhan-${i}@example.vn`, service: 'Website', note: spam },
        '10.3.0.50',
      );
      expect(r.statusCode).toBe(201);
    }
    await vi.waitFor(() => expect(confirmationsTo('nan-nhan-4@example.vn')).toBe(1), { timeout: 10_000 });
    const confirmation = smtp.received.find((m) => m.to.includes('nan-nhan-0@example.vn'));
    expect(confirmation?.subject).toBe('Sao Việt Software đã nhận yêu cầu tư vấn của bạn');
    for (const part of [confirmation?.subject, confirmation?.text, confirmation?.html]) {
      expect(part).not.toContain('Trúng thưởng');
      expect(part).not.toContain('lừa-đảo');
    }
    expect(confirmation?.text).toContain('Nếu bạn không gửi yêu cầu này, vui lòng bỏ qua thư này');
    // every booking is kept and the company told of each, the sixth confirmation alone is not sent
    expect(await bookingsOf(phones)).toBe(6);
    await vi.waitFor(async () => expect(await noticesOf(phones)).toBe(6));
    expect(confirmationsTo('nan-nhan-5@example.vn')).toBe(0);
    expect(
      (
        await t.app.pool.query(
          "select count(*)::int as n from crm_outbox where kind = 'visitor_mail' and payload->>'to' = 'nan-nhan-5@example.vn'",
        )
      ).rows[0].n,
    ).toBe(0);

    // one mailbox from four senders, written differently: three confirmations a day
    for (const [i, address] of [
      'hop-thu@example.vn',
      'Hop-Thu@Example.vn',
      'hop-thu+1@example.vn',
      'hop-thu+2@example.vn',
    ].entries()) {
      const r = await book({ phone: `09771250${i}0`, email: address, service: 'App' }, `10.3.1.${i + 1}`);
      expect(r.statusCode).toBe(201);
    }
    await vi.waitFor(
      async () =>
        expect(
          (
            await t.app.pool.query(
              "select count(*)::int as n from crm_outbox where kind = 'company_mail' and status = 'sent' and payload->>'subject' like 'Đặt lịch tư vấn mới: App%'",
            )
          ).rows[0].n,
        ).toBeGreaterThanOrEqual(4),
      { timeout: 10_000 },
    );
    expect(
      (
        await t.app.pool.query(
          "select count(*)::int as n from crm_outbox where kind = 'visitor_mail' and lower(payload->>'to') like 'hop-thu%'",
        )
      ).rows[0].n,
    ).toBe(3);
  });
});
