import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server.tsx';

// A POST to a page without a form (405) or an unknown path (404) is the client's mistake: answered, not logged,
// so that nobody can fill the log with stacks. Errors of ours are still logged.
describe('handleError', () => {
  afterEach(() => vi.restoreAllMocks());
  const request = () => new Request('http://localhost/news', { method: 'POST' });
  // the shape of React Router's ErrorResponse for a refused request
  const routeError = (status: number) => ({ status, statusText: '', internal: true, data: null });

  it('does not log a refused request', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(routeError(405), { request: request(), params: {}, context: undefined as never });
    handleError(routeError(404), { request: request(), params: {}, context: undefined as never });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure of ours, and a 5xx route answer', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(new Error('boom'), { request: request(), params: {}, context: undefined as never });
    handleError(routeError(503), { request: request(), params: {}, context: undefined as never });
    expect(log).toHaveBeenCalledTimes(2);
  });
});
