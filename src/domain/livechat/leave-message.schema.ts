import { consentVersionField } from '../contacts/consent.schema.ts';
import { z } from '../shared/zod.ts';
import { validateDetails } from './details.rules.ts';
import { messageTextSchema, sessionIdSchema } from './livechat.schema.ts';

/**
 * A message left in the live chat outside business hours (decision 050): the details form's fields and rules
 * (spec 000 §5), the message, and the consent notice version the form showed (Decree 13/2023/NĐ-CP). It is
 * stored in the visitor's own room (their live chat session), so a later chat continues the same thread.
 */
export const leaveMessageSchema = z
  .object({
    sessionId: sessionIdSchema,
    name: z.string().max(100),
    phone: z.string().max(20).default(''),
    email: z.string().max(254).default(''),
    message: messageTextSchema,
    consentVersion: consentVersionField,
  })
  .superRefine((value, ctx) => {
    for (const [field, message] of Object.entries(validateDetails(value)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type LeaveMessageInput = z.infer<typeof leaveMessageSchema>;

export * from './leave-message.rules.ts';
