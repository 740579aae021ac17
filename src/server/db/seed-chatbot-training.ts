import {
  PRIORITY_MAX,
  PRIORITY_MIN,
  TRAINING_CATEGORIES,
  TRAINING_STATUSES,
} from '#domain/chat/chatbot.schema.ts';
import { parseDataFile } from '#domain/shared/data-file.rules.ts';
import { z } from '#domain/shared/zod.ts';
import { COMPANY, fullAddress } from '#domain/site/company.ts';
import trainingSeedFile from '../../../assistant/training-seed.json' with { type: 'json' };

/**
 * The company's data an answer of the seed names by a slot ("{{hotlineLink}}"), filled in when the file is
 * loaded, so that the answers follow src/domain/site/company.ts.
 */
const COMPANY_SLOTS: Readonly<Record<string, string>> = {
  hotlineLink: `<a href="${COMPANY.hotlineHref}">${COMPANY.hotline}</a>`,
  emailLink: `<a href="mailto:${COMPANY.email}">${COMPANY.email}</a>`,
  address: fullAddress,
  openingHours: COMPANY.openingHours.map((h) => `${h.days}: ${h.hours}`).join('; '),
  zaloHref: COMPANY.socials.find((s) => s.label === 'Zalo')!.href,
  facebookHref: COMPANY.socials.find((s) => s.label === 'Facebook')!.href,
  legalName: COMPANY.legalName,
  name: COMPANY.name,
};

const SLOT = /\{\{(\w+)\}\}/g;

/**
 * assistant/training-seed.json (docs/decisions/045): the AI assistant's demo knowledge, the six categories of
 * spec 002 §3 written as customers ask, each answer using the company's own data (prices of the price list, and
 * the address, the hotline… through the slots above). The evaluation sets (assistant/evaluation/) are written
 * separately and never feed it. An item is active, unused and unrated unless it says otherwise.
 */
export const trainingSeedSchema = z.strictObject({
  about: z.string().min(1),
  items: z
    .array(
      z.strictObject({
        pattern: z.string().min(1),
        keywords: z.array(z.string().min(1)).min(1),
        category: z.enum(TRAINING_CATEGORIES),
        priority: z.int().min(PRIORITY_MIN).max(PRIORITY_MAX),
        status: z.enum(TRAINING_STATUSES).default('active'),
        responseText: z
          .string()
          .min(1)
          .superRefine((text, ctx) => {
            for (const [, slot] of text.matchAll(SLOT))
              if (!(slot! in COMPANY_SLOTS))
                ctx.addIssue({ code: 'custom', message: `Không có dữ liệu công ty "{{${slot}}}"` });
          })
          .transform((text) => text.replace(SLOT, (_, slot: string) => COMPANY_SLOTS[slot]!)),
        suggestions: z.array(z.string().min(1)),
        usageCount: z.int().min(0).default(0),
        successRate: z.int().min(0).max(100).nullable().default(null),
      }),
    )
    .min(1),
});

export type DemoTrainingItem = z.output<typeof trainingSeedSchema>['items'][number];

export const DEMO_TRAINING: DemoTrainingItem[] = parseDataFile(
  trainingSeedSchema,
  trainingSeedFile,
  'assistant/training-seed.json',
).items;
