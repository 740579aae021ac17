import { z } from '../shared/zod.ts';
import { CONSENT_VERSION_INVALID_MESSAGE, CONSENT_VERSIONS } from './consent-notice.ts';

/**
 * The notice version a form sent with the person's data (Decree 13/2023/NĐ-CP): one the site has shown, or
 * nothing when the form showed none (an API client), and then no consent is stored.
 */
export const consentVersionField = z
  .enum(CONSENT_VERSIONS, { error: CONSENT_VERSION_INVALID_MESSAGE })
  .nullish()
  .transform((v) => v ?? undefined);
