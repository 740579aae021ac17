import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No rule in src/domain may hold the event loop on hostile input. Every exported function and
 * schema of every domain module is fed long pathological strings (as arguments, and as every field of a
 * schema's object); each call must finish within a budget far above linear time on this input size and far
 * below what a quadratic pattern takes (the old htmlToText took 6.4 s on 60,000 '<').
 */
const SIZE = 100_000;
const BUDGET_MS = 1_000;
const INPUTS: Record<string, string> = {
  'unclosed <': '<'.repeat(SIZE),
  'unclosed <!--': '<!--'.repeat(SIZE / 4),
  'unclosed <a': '<a '.repeat(SIZE / 3),
  'unclosed <script': '<script>'.repeat(SIZE / 8),
  'closing tags': '</p '.repeat(SIZE / 4),
  entities: '&#'.repeat(SIZE / 2),
  letters: 'a'.repeat(SIZE),
  spaces: ' '.repeat(SIZE),
  hyphens: '-'.repeat(SIZE),
  'word-hyphen': 'a-'.repeat(SIZE / 2),
  'combining marks': `a${'\u0301'.repeat(SIZE)}`,
  'vietnamese words': 'đường thiết kế '.repeat(SIZE / 15),
  dots: 'a.'.repeat(SIZE / 2),
  'at signs': 'a@'.repeat(SIZE / 2),
  digits: '9'.repeat(SIZE),
  'url-like': `http://${'a.'.repeat(SIZE / 2)}`,
};

const domainDir = path.dirname(new URL(import.meta.url).pathname);
const modules = readdirSync(domainDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .sort();

type Schema = { safeParse(v: unknown): unknown; shape?: Record<string, unknown> };
const isSchema = (v: unknown): v is Schema =>
  typeof v === 'object' && v !== null && typeof (v as Schema).safeParse === 'function';

function timed(call: () => unknown): number {
  const start = performance.now();
  try {
    call();
  } catch {
    // refusing the input is fine; taking long over it is not
  }
  return performance.now() - start;
}

describe('domain rules on pathological input', () => {
  it.each(modules)(
    '%s answers every input within the budget',
    async (file) => {
      const exports: Record<string, unknown> = await import(path.join(domainDir, file));
      const slow: string[] = [];
      for (const [name, value] of Object.entries(exports)) {
        for (const [label, input] of Object.entries(INPUTS)) {
          const calls: Array<[string, () => unknown]> = [];
          if (typeof value === 'function') {
            const args = Array.from({ length: Math.max(1, value.length) }, () => input);
            calls.push([`${name}(…)`, () => value(...args)]);
          } else if (isSchema(value)) {
            calls.push([`${name}.safeParse(string)`, () => value.safeParse(input)]);
            if (value.shape) {
              const fields = Object.fromEntries(Object.keys(value.shape).map((k) => [k, input]));
              calls.push([`${name}.safeParse(fields)`, () => value.safeParse(fields)]);
            }
          }
          for (const [what, call] of calls) {
            const ms = timed(call);
            if (ms > BUDGET_MS) slow.push(`${what} on ${label}: ${Math.round(ms)} ms`);
          }
        }
      }
      expect(slow).toEqual([]);
      // the budget is per call (above); a module of many rules makes hundreds of calls, which on a loaded machine
      // add up past Vitest's default 5 s without any one of them being slow
    },
    120_000,
  );
});
