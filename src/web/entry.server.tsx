import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from 'react-router';
import { deferHydration } from './lib/defer-hydration.ts';
import { NonceProvider } from './lib/nonce.tsx';
import { webContext } from './lib/web-context.ts';

// The server plugin reads the context key from this module (build.entry.module.webContext), so loaders and the
// plugin share one instance of it.
export { webContext };

export const streamTimeout = 5_000;

/**
 * What React Router reports on the server. A request the client refused (a POST to a page without a form: 405; an
 * unknown path: 404) or abandoned is answered and not an error of ours: logging its stack would let anyone fill
 * the log. Everything else is logged.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The CSP of this response allows inline scripts carrying this nonce only (server/plugins/web.ts).
  const { nonce } = loadContext.get(webContext);

  // Every page is rendered whole, then sent as one string (decision 022): the page cache stores whole pages, bots
  // wait for all content, and no public page suspends past its shell (loaders are awaited), so streaming bought a
  // browser nothing while its stream adapters, per-chunk decoding and rewrite cost a fifth of each render.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];

    // Abort after streamTimeout so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        const html = Buffer.concat(chunks).toString('utf8');
        // Public pages are content first: their scripts start after the first paint (lib/defer-hydration.ts).
        // The admin shell paints nothing contentful before its scripts run, so it starts them at once.
        const admin = /^\/admin(\/|$)/.test(new URL(request.url).pathname);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(
          new Response(admin ? html : deferHydration(html, nonce), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        callback();
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above and are logged by React Router; log only the later ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
