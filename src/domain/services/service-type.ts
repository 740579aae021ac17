// spec 000 §7: the three kinds of service, in the order the price list shows its tabs. Plain values, so public
// pages can use them without loading zod.
export const SERVICE_TYPES = ['web', 'app', 'agency'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export function isServiceType(value: unknown): value is ServiceType {
  return SERVICE_TYPES.includes(value as ServiceType);
}
