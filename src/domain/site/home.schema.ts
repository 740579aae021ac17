import { SERVICE_TYPES, type ServiceType } from '../services/service-type.ts';
import { dataEnvelope } from '../shared/envelope.schema.ts';
import { z } from '../shared/zod.ts';

export const serviceTypeSchema = z.enum(SERVICE_TYPES);
export type { ServiceType };

/** A service as the public pages show it (spec 000 §3 Service). Price in đồng; null shows 'Liên hệ'. */
export const serviceCardSchema = z.object({
  _id: z.string(),
  title: z.string(),
  price: z.number().int().nullable(),
  type: serviceTypeSchema,
  description: z.array(z.string()),
  image: z.string().nullable(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** A news card (spec 000 §2 News list: image, category, title, summary). Dates are ISO 8601. */
export const newsCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  type: z.string(),
  author: z.string(),
  publishedDate: z.string(),
  views: z.number().int(),
  like: z.number().int(),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export type HomeContent = { services: ServiceCard[]; news: NewsCard[] };

/** GET /services: the price list's cards. */
export const serviceCardsResponse = dataEnvelope(z.array(serviceCardSchema));
