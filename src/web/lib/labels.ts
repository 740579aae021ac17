import type { ServiceType } from '#domain/site/home.schema.ts';

// spec 000 §2 "Price list": the tabs Website, App, Agency.
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  web: 'Website',
  app: 'App',
  agency: 'Agency',
};
