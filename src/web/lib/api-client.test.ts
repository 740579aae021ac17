import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '#domain/shared/zod.ts';
import { ApiError, apiRequest } from './api-client.ts';

const storage = new Map<string, string>();
const assign = vi.fn();

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

beforeEach(() => {
  storage.clear();
  assign.mockReset();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    },
    location: { assign },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('API client', () => {
  it('sends the stored bearer token and returns the checked envelope', async () => {
    storage.set('adminToken', 'abc');
    const fetch = answer(200, { success: true, data: { n: 3 } });
    vi.stubGlobal('fetch', fetch);
    const body = await apiRequest('/api/x', {
      schema: z.object({ success: z.literal(true), data: z.object({ n: z.number() }) }),
    });
    expect(body.data.n).toBe(3);
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get('authorization')).toBe('Bearer abc');
  });

  it('on a 401 clears the session and goes to /admin/login (spec 000 §4)', async () => {
    storage.set('adminToken', 'abc');
    storage.set('adminInfo', '{}');
    vi.stubGlobal(
      'fetch',
      answer(401, { success: false, message: 'Phiên đăng nhập không hợp lệ', code: 'UNAUTHORIZED' }),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      kind: 'http',
      code: 'UNAUTHORIZED',
      message: 'Phiên đăng nhập không hợp lệ',
    });
    expect(storage.size).toBe(0);
    expect(assign).toHaveBeenCalledWith('/admin/login');
  });

  it('ignores a late 401 to a call the session that ended (logout, another login) had sent', async () => {
    storage.set('adminToken', 'old');
    let release: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const pending = apiRequest('/api/x').catch((e: unknown) => e);
    await Promise.resolve();
    storage.set('adminToken', 'new');
    storage.set('adminInfo', '{}');
    release(
      new Response(JSON.stringify({ success: false, message: 'Phiên đăng nhập không hợp lệ' }), {
        status: 401,
      }),
    );
    expect(await pending).toMatchObject({ status: 401 });
    expect(storage.get('adminToken')).toBe('new');
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves the session alone on the login 401', async () => {
    vi.stubGlobal('fetch', answer(401, { success: false, message: 'Email hoặc mật khẩu không chính xác' }));
    const error = await apiRequest('/api/admin/login', {
      method: 'POST',
      body: {},
      redirectOn401: false,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, serverMessage: 'Email hoặc mật khẩu không chính xác' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells a refused answer from a failed request', async () => {
    vi.stubGlobal('fetch', answer(200, { success: false, message: 'Không có dữ liệu' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'rejected', status: 200 });
    vi.stubGlobal('fetch', answer(500, { success: false, message: 'Lỗi' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'http', status: 500 });
    vi.stubGlobal('fetch', answer(200, { success: true, data: 'x' }));
    await expect(apiRequest('/api/x', { schema: z.object({ data: z.number() }) })).rejects.toMatchObject({
      kind: 'invalid',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ kind: 'network', status: 0 });
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    await expect(apiRequest('/api/slow', { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
      status: 0,
    });
  });
});
