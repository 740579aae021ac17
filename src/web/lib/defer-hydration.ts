// Public pages are complete HTML that works without JavaScript; the JavaScript only hydrates them. React Router
// asks the browser for every module at once, ahead of the page's stylesheet (`<link rel="modulepreload">`,
// hoisted into <head> by React), and runs them as soon as they arrive, so on a slow phone the first paint waits
// for ~140 kB of scripts it does not need. This rewrite of the server's HTML starts the same downloads right
// after the first paint instead: the preloads and React Router's module script are created by a small inline
// script on the next frame (docs/decisions/009-hydrate-after-first-paint.md).

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/;

/** JSON that is safe inside an inline <script>. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

/**
 * The inline loader, called with the preload URLs and the module script's text. It starts them once the browser
 * reports the first contentful paint; at once in a hidden tab, where nothing is painted; on the frame after the
 * first paint where paint timing is not supported; and after 3 s whatever happens, so a page always hydrates.
 */
const LOADER = `(preloads, code) => {
  const nonce = document.currentScript.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = code;
    document.body.append(script);
  };
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, 3000);
  if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    return requestAnimationFrame(() => setTimeout(start, 0));
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}`.replace(/\n\s*/g, '');

/**
 * The document up to and including React Router's module script, with the module preloads and that script
 * replaced by the loader. Returns null when `html` does not contain the whole module script yet.
 */
export function deferHydrationScripts(html: string, nonce: string): { head: string; rest: string } | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const end = script.index + script[0].length;
  const preloads: string[] = [];
  const before = html.slice(0, script.index).replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  const loader = `(${LOADER})(${scriptJson(preloads)},${scriptJson(script[1])})`;
  return { head: `${before}<script nonce="${nonce}">${loader}</script>`, rest: html.slice(end) };
}

/** The whole document with its hydration deferred; a document without React Router's scripts goes out unchanged. */
export function deferHydration(html: string, nonce: string): string {
  const rewritten = deferHydrationScripts(html, nonce);
  return rewritten ? rewritten.head + rewritten.rest : html;
}
