import { describe, expect, it } from 'vitest';
import { z } from '#domain/shared/zod.ts';
import { compileFastSerialiser } from './fast-json.ts';

const card = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  views: z.number().int(),
  note: z.string().optional(),
});
const article = card.extend({ content: z.string(), status: z.enum(['draft', 'published']) });
const envelope = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.array(item), message: z.string() });

describe('response serialisation from JSON Schema', () => {
  it('writes the same JSON as zod for what the schema declares', () => {
    const schema = envelope(card);
    const data = {
      success: true as const,
      data: [
        { _id: 'a', title: 'Tin "mới"\n<script>', image: null, views: 3 },
        { _id: 'b', title: 'Thiết kế', image: 'x.jpg', views: 0, note: 'ghi chú' },
      ],
      message: 'Lấy danh sách tin tức thành công',
    };
    expect(JSON.parse(compileFastSerialiser(schema)(data))).toEqual(schema.encode(data));
  });

  it('keeps the schema as the allowlist: undeclared fields are never written', () => {
    const out = compileFastSerialiser(envelope(card))({
      success: true,
      data: [{ _id: 'a', title: 't', image: null, views: 1, passwordHash: 'bí mật', authorId: 'u1' }],
      message: 'm',
      token: 'x',
    });
    expect(out).not.toContain('bí mật');
    expect(out).not.toContain('authorId');
    expect(out).not.toContain('token');
  });

  it('refuses an answer that lacks a required field', () => {
    expect(() => compileFastSerialiser(card)({ _id: 'a', image: null, views: 1 })).toThrow(/title/);
  });

  it('answers a union with its first option that fits, as zod does', () => {
    const both = compileFastSerialiser(z.union([envelope(article), envelope(card)]));
    const asArticle = {
      success: true,
      data: [{ _id: 'a', title: 't', image: null, views: 1, content: '<p>x</p>', status: 'draft' }],
      message: 'm',
    };
    expect(JSON.parse(both(asArticle)).data[0].content).toBe('<p>x</p>');
    const asCard = { success: true, data: [{ _id: 'a', title: 't', image: null, views: 1 }], message: 'm' };
    expect(JSON.parse(both(asCard))).toEqual(asCard);
    expect(() => both({ success: true, data: [{ _id: 'a' }], message: 'm' })).toThrow();
  });
});
