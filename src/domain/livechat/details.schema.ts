import { z } from '../shared/zod.ts';
import { validateDetails } from './details.rules.ts';

export * from './details.rules.ts';

/** The same rules for the server: a visitor's details as the socket handshake brings them. */
export const detailsSchema = z
  .object({ name: z.string(), phone: z.string(), email: z.string() })
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(validateDetails(value)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
