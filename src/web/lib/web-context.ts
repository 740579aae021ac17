import { createContext } from 'react-router';
import type { WebRequestContext } from '#domain/site/web-context.ts';

/**
 * The key under which the Fastify process puts the request's web context (its types are in src/domain, where the
 * server reads them too). Exported from entry.server so the server and the route modules share one instance of it.
 */
export const webContext = createContext<WebRequestContext>();
