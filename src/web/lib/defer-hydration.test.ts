import { describe, expect, it } from 'vitest';
import { deferHydration, deferHydrationScripts } from './defer-hydration.ts';

// The shape React Router 8 and React 19 render (preloads hoisted into <head>, the module script in <body>).
const page = [
  '<!DOCTYPE html><html lang="vi"><head><meta charSet="utf-8"/><title>Trang chủ</title>',
  '<link rel="modulepreload" href="/assets/framework-1.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/home-2.js" nonce="N"/>',
  '<link nonce="N" rel="stylesheet" href="/assets/root-3.css"/></head>',
  '<body><main>Giải pháp phần mềm – “Sao Việt”</main>',
  '<script nonce="N">window.__reactRouterContext = {};</script>',
  '<script nonce="N" type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>',
  '<script nonce="N">window.__reactRouterContext.streamController.enqueue("[]");</script>',
  '</body></html>',
].join('');

type Added = Record<string, string>;

/** Runs the loader the rewrite left in a fake browser and returns what it adds, and the hooks it waits on. */
function runLoader(html: string, browser: { hidden?: boolean; paintTiming?: boolean } = {}) {
  const loader = /<script nonce="N">(\(\(preloads[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader');
  const added: Added[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const observers: Array<(names: string[]) => void> = [];
  const document = {
    currentScript: { nonce: 'N' },
    visibilityState: browser.hidden ? 'hidden' : 'visible',
    createElement: () => ({}),
    head: { append: (e: Added) => added.push({ ...e, parent: 'head' }) },
    body: { append: (e: Added) => added.push({ ...e, parent: 'body' }) },
  };
  class FakeObserver {
    static supportedEntryTypes = browser.paintTiming === false ? ['resource'] : ['paint', 'resource'];
    connected = false;
    callback: (list: unknown, observer: FakeObserver) => void;
    constructor(callback: (list: unknown, observer: FakeObserver) => void) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.connected = true;
      observers.push((names) => {
        if (!this.connected) return;
        const list = { getEntriesByName: (name: string) => names.filter((n) => n === name) };
        this.callback(list, this);
      });
    }
    disconnect() {
      this.connected = false;
    }
  }
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', loader)(
    document,
    (run: () => void) => frames.push(run),
    (run: () => void, ms: number) => timers.push({ run, ms }),
    FakeObserver,
  );
  const paint = (...names: string[]) => {
    for (const notify of observers) notify(names);
  };
  return { added, frames, timers, paint };
}

const EXPECTED_ADDITIONS = [
  { rel: 'modulepreload', href: '/assets/framework-1.js', parent: 'head' },
  { rel: 'modulepreload', href: '/assets/home-2.js', parent: 'head' },
  {
    type: 'module',
    nonce: 'N',
    textContent:
      'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");',
    parent: 'body',
  },
];

describe('scripts after the first paint', () => {
  it('takes the module preloads and the module script out of the document', () => {
    const out = deferHydrationScripts(page, 'N');
    expect(out).not.toBeNull();
    const html = out!.head + out!.rest;
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    // everything else stays where it was, in order
    expect(html).toContain('<link nonce="N" rel="stylesheet" href="/assets/root-3.css"/></head>');
    expect(html.indexOf('__reactRouterContext = {}')).toBeLessThan(html.indexOf('((preloads'));
    expect(html.indexOf('((preloads')).toBeLessThan(html.indexOf('streamController.enqueue'));
    expect(html).toContain('<main>Giải pháp phần mềm – “Sao Việt”</main>');
  });

  it('adds them back once the first contentful paint is reported, with the nonce, in the same order', () => {
    const { added, timers, paint } = runLoader(deferHydrationScripts(page, 'N')!.head);
    paint('first-paint');
    expect(added).toEqual([]);
    paint('first-contentful-paint');
    expect(added).toEqual(EXPECTED_ADDITIONS);
    // the 3 s safety net finds the work done
    expect(timers.map((t) => t.ms)).toEqual([3000]);
    timers[0]!.run();
    paint('first-contentful-paint');
    expect(added).toHaveLength(3);
  });

  it('starts at once in a hidden tab, where nothing is painted', () => {
    const { added, frames, timers } = runLoader(deferHydrationScripts(page, 'N')!.head, { hidden: true });
    expect(frames).toEqual([]);
    expect(timers).toEqual([]);
    expect(added).toEqual(EXPECTED_ADDITIONS);
  });

  it('without paint timing, starts on the frame after the first paint', () => {
    const { added, frames, timers } = runLoader(deferHydrationScripts(page, 'N')!.head, {
      paintTiming: false,
    });
    expect(added).toEqual([]);
    frames.shift()!();
    const next = timers.find((t) => t.ms === 0)!;
    next.run();
    expect(added).toEqual(EXPECTED_ADDITIONS);
  });

  it('starts after 3 s if no paint is ever reported', () => {
    const { added, timers } = runLoader(deferHydrationScripts(page, 'N')!.head);
    timers.find((t) => t.ms === 3000)!.run();
    expect(added).toEqual(EXPECTED_ADDITIONS);
  });

  it('cannot be closed early by a script text that contains </script>', () => {
    const hostile = page.replace(
      'import("/assets/entry.client.js");',
      'import("/assets/x.js?</script><b>");',
    );
    const out = deferHydrationScripts(hostile, 'N')!;
    // the module script's own end tag ends the match; the loader's JSON escapes '<'
    expect(out.head).not.toMatch(/<\/script><b>/);
  });

  it('waits for the whole module script, and leaves a page without one unchanged', () => {
    const cut = page.indexOf('import("/assets/entry');
    expect(deferHydrationScripts(page.slice(0, cut), 'N')).toBeNull();
    expect(deferHydrationScripts('<html><body>404</body></html>', 'N')).toBeNull();
  });

  it("rewrites the whole document, and sends a document without React Router's scripts unchanged", () => {
    const whole = deferHydrationScripts(page, 'N')!;
    expect(deferHydration(page, 'N')).toBe(whole.head + whole.rest);
    const plain = '<html><body>Không có script – “ok”</body></html>';
    expect(deferHydration(plain, 'N')).toBe(plain);
  });
});
