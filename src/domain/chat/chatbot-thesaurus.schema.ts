import { z } from '../shared/zod.ts';
import { normaliseWords } from './vietnamese-text.rules.ts';

/** A phrase as customers type it; folded like a question, it must leave at least one word to match on. */
const phraseSchema = z
  .string()
  .refine((phrase) => normaliseWords(phrase).length > 0, 'Cụm từ phải có ít nhất một từ');

/**
 * assistant/thesaurus.json (decision 017, docs/decisions/045): groups of phrases, each naming its concept; a
 * concept may take several groups, each with a note saying what it covers, and a `section` opens a part of the
 * file. `concepts` names the concepts the rules themselves rely on: a file without one of them is refused.
 */
export function thesaurusFileSchema(concepts: readonly string[]) {
  return z
    .strictObject({
      about: z.string().min(1),
      concepts: z
        .array(
          z.strictObject({
            section: z.string().min(1).optional(),
            concept: z
              .string()
              .regex(/^[a-z][a-zA-Z]*$/, 'Tên khái niệm chỉ gồm chữ cái, bắt đầu bằng chữ thường'),
            note: z.string().min(1).optional(),
            phrases: z.array(phraseSchema).min(1),
          }),
        )
        .min(1),
      outsideOwners: z.array(phraseSchema).min(1),
      nearby: z.array(phraseSchema).min(1),
    })
    .superRefine((file, ctx) => {
      const defined = new Set(file.concepts.map((g) => g.concept));
      for (const concept of concepts)
        if (!defined.has(concept))
          ctx.addIssue({
            code: 'custom',
            path: ['concepts'],
            message: `Thiếu khái niệm "${concept}" mà luật cần`,
          });
    })
    .transform(({ concepts: groups, outsideOwners, nearby }) => {
      // a concept's phrases in the file's order, its groups joined; concepts in the order they first appear
      const phrases: Record<string, string[]> = {};
      for (const group of groups)
        phrases[group.concept] = [...(phrases[group.concept] ?? []), ...group.phrases];
      return { concepts: phrases, outsideOwners, nearby };
    });
}
