import { limitQuerySchema } from '../shared/list-query.schema.ts';
import { z } from '../shared/zod.ts';
import { SERVICE_TYPES } from './service-type.ts';

// spec 000 §7 GET /services with type and limit; limit 0 means all (spec 000 §9: the admin loads all).
export const publicServicesQuerySchema = z.object({
  type: z.enum(SERVICE_TYPES, { error: 'Loại dịch vụ không hợp lệ' }).optional(),
  limit: limitQuerySchema({ invalid: 'Giới hạn không hợp lệ', min: 0, max: 1000 }).default(0),
});
