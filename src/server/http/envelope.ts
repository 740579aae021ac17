import { z } from '#domain/shared/zod.ts';

// ARCHITECTURE.md, API conventions: the success and failure envelopes, as response schemas.
export const failure = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});

export const successMessage = z.object({ success: z.literal(true), message: z.string() });

export const pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});

export const dataEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, message: z.string().optional() });
