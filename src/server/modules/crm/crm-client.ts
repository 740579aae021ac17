import type { CrmContactPayload } from '#domain/bookings/crm-payload.rules.ts';

export type CrmHealth = {
  state: 'up' | 'down' | 'not_configured';
  checkedAt: string;
  detail: string | null;
};

/** Why a delivery failed, in the admin's language (shown in the CRM panel). */
function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `CRM không phản hồi sau ${timeoutMs / 1000} giây`;
  }
  const cause =
    error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
  return `Không kết nối được CRM: ${cause}`;
}

/**
 * The external CRM over HTTP (spec 002 §7): POST {url}/data-external with the contact, the token and the
 * booking's idempotency key, within the time-out; GET {url}/health. The token stays on the server.
 */
export function createCrmClient(opts: { url: string; token: string | undefined; timeoutMs: number }) {
  const base = opts.url.replace(/\/+$/, '');
  return {
    /** Resolves when the CRM has the contact (2xx, or 409: it already had this key); throws otherwise. */
    async sendContact(payload: CrmContactPayload, idempotencyKey: string): Promise<void> {
      let response: Response;
      try {
        response = await fetch(`${base}/data-external`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
            ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        await response.arrayBuffer();
      } catch (error) {
        throw new Error(describe(error, opts.timeoutMs));
      }
      if (response.ok || response.status === 409) return;
      throw new Error(`CRM trả lời lỗi HTTP ${response.status}`);
    },

    async health(now: Date): Promise<CrmHealth> {
      try {
        const response = await fetch(`${base}/health`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        return response.ok
          ? { state: 'up', checkedAt: now.toISOString(), detail: null }
          : { state: 'down', checkedAt: now.toISOString(), detail: `HTTP ${response.status}` };
      } catch (error) {
        return { state: 'down', checkedAt: now.toISOString(), detail: describe(error, 5_000) };
      }
    },
  };
}

export type CrmClient = ReturnType<typeof createCrmClient>;
