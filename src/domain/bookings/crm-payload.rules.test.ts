import { describe, expect, it } from 'vitest';
import { consultationSchema } from './consultation.schema.ts';
import { CRM_PHONE_REQUIRED_MESSAGE, CRM_SOURCE, toCrmPayload } from './crm-payload.rules.ts';

const at = new Date('2026-11-23T08:30:00.000Z');

type CrmContact = Parameters<typeof toCrmPayload>[0];

/** A contact as the form sends it with only a phone and a service, changed by `given`. */
const contact = (given: Partial<CrmContact>): CrmContact => ({
  fullName: '',
  phone: '0912345678',
  email: null,
  gender: null,
  occupation: null,
  dateOfBirth: null,
  service: 'Website',
  note: null,
  ...given,
});

describe('CRM contact payload (spec 002 §3, §5)', () => {
  it('maps every form field onto the CRM names', () => {
    const form = consultationSchema.parse({
      fullName: 'Trần Thị Bình',
      phone: '0987654321',
      email: 'binh@example.vn',
      gender: 'Nữ',
      occupation: 'Kế toán',
      dateOfBirth: '1992-05-17',
      service: 'App',
      note: 'Cần ứng dụng bán hàng',
    });
    expect(toCrmPayload(form, at)).toEqual({
      fullname: 'Trần Thị Bình',
      phone: '0987654321',
      email: 'binh@example.vn',
      gender: 'Nữ',
      occupation: 'Kế toán',
      dateOfBirth: '1992-05-17',
      desc: 'Cần ứng dụng bán hàng',
      extra_desc: `Dịch vụ: App\nNguồn: ${CRM_SOURCE}\nThời gian: 2026-11-23T08:30:00.000Z`,
      services: ['App'],
    });
  });

  it('sends extra_desc as text and empty optional fields as empty strings', () => {
    const payload = toCrmPayload(consultationSchema.parse({ phone: '0912345678', service: 'Agency' }), at);
    expect(typeof payload.extra_desc).toBe('string');
    expect(payload).toMatchObject({ fullname: '', email: '', gender: '', desc: '', services: ['Agency'] });
  });

  it('cuts the name to 50 characters without splitting a character', () => {
    const long = `${'Ư'.repeat(49)}😀😀`;
    const payload = toCrmPayload(contact({ fullName: long }), at);
    expect(Array.from(payload.fullname)).toHaveLength(50);
    expect(payload.fullname.endsWith('😀')).toBe(true);
  });

  it('refuses a contact without a phone', () => {
    expect(() => toCrmPayload(contact({ fullName: 'A', phone: ' ' }), at)).toThrow(
      CRM_PHONE_REQUIRED_MESSAGE,
    );
  });
});
