import type { Envelope } from '#domain/shared/envelope.schema.ts';
import type { z } from '#domain/shared/zod.ts';
import { clearSession, storedToken } from './session.ts';

// spec 000 §9: API timeout 10 s by default.
const DEFAULT_TIMEOUT_MS = 10_000;
// spec 002 §8 "Login/generic"
const GENERIC_MESSAGE = 'Lỗi khi thực hiện yêu cầu';

/** The envelope every API answer uses (ARCHITECTURE.md, API conventions), from src/domain. */
export type ApiEnvelope = Envelope;

/**
 * Why a call failed: no answer (network, timeout), an HTTP error status, a 2xx answer with success false
 * (rejected), or an answer that does not have the expected shape (invalid).
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'rejected' | 'invalid';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly code: string | undefined;
  readonly errors: Record<string, string> | undefined;
  /** The message the server sent, when it sent one. */
  readonly serverMessage: string | undefined;

  constructor(init: {
    status: number;
    kind: ApiErrorKind;
    message?: string | undefined;
    code?: string | undefined;
    errors?: Record<string, string> | undefined;
  }) {
    super(init.message ?? GENERIC_MESSAGE);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.code = init.code;
    this.errors = init.errors;
    this.serverMessage = init.message;
  }
}

export type ApiRequestOptions<S extends z.ZodType | undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Checks the whole answer; a mismatch throws an ApiError of kind 'invalid'. */
  schema?: S;
  /** Off only for the login: its 401 means wrong credentials, not an ended session. */
  redirectOn401?: boolean;
};

function isEnvelope(value: unknown): value is ApiEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { success?: unknown }).success === 'boolean'
  );
}

function asErrors(value: unknown): Record<string, string> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, string>) : undefined;
}

/**
 * spec 000 §4: a 401 clears the stored credentials and goes to /admin/login — only when the session the call
 * used is still the current one: a late 401 to a call sent before a logout (or before another login) must
 * neither reload the page nor end the newer session. For calls made outside `apiRequest` (upload progress).
 */
export function endSessionOn401(status: number, tokenUsed: string | null): void {
  if (status === 401 && storedToken() === tokenUsed) {
    clearSession();
    window.location.assign('/admin/login');
  }
}

/**
 * The one way the browser calls /api: bearer token, 10 s timeout, the envelope parsed. spec 000 §4: a 401 on
 * any call clears the stored credentials and goes to /admin/login.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : ApiEnvelope> {
  const headers = new Headers({ accept: 'application/json' });
  const token = storedToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  // A FormData body (uploads) sets its own multipart content type.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers.set('content-type', 'application/json');

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // A cancellation by the caller (e.g. TanStack Query) is not a failure to report.
    if (options.signal?.aborted) throw error;
    const kind = timeout.aborted ? 'timeout' : 'network';
    throw new ApiError({ status: 0, kind });
  }

  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  const envelope = isEnvelope(body) ? body : null;

  if (options.redirectOn401 !== false) endSessionOn401(response.status, token);

  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      kind: 'http',
      message: envelope?.message,
      code: envelope?.code,
      errors: asErrors(envelope?.errors),
    });
  }
  if (!envelope) throw new ApiError({ status: response.status, kind: 'invalid' });
  if (!envelope.success) {
    throw new ApiError({
      status: response.status,
      kind: 'rejected',
      message: envelope.message,
      code: envelope.code,
      errors: asErrors(envelope.errors),
    });
  }
  if (!options.schema) return envelope as never;
  const parsed = options.schema.safeParse(envelope);
  if (!parsed.success) throw new ApiError({ status: response.status, kind: 'invalid' });
  return parsed.data as never;
}
