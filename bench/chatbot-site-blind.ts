/**
 * The assistant measured from outside, as a visitor meets it: every question of a blind set is sent to
 * `POST /api/chat/message` of the built server (embedded database, demo content), in a fresh chat each, as
 * written and again with its diacritics removed. An in-scope answer is right when it is not a fallback and its
 * text (its words or the addresses of its links) or its source link holds one of the question's markers (folded; a number must not be the tail of a larger
 * one); an out-of-scope question must fall back. Nothing here knows the engine or the training items.
 *
 * Run: node bench/chatbot-site-blind.ts tests/chatbot/site-blind-1.json [--write]
 */
import { readFileSync } from 'node:fs';
import { foldDiacritics } from '../src/domain/chat/vietnamese-text.rules.ts';
import { z } from '../src/domain/shared/zod.ts';
import { appendResults, scratchDir, startServer, stop } from './support.ts';

const setSchema = z.object({
  inScope: z.array(
    z.object({
      q: z.string().min(1),
      category: z.enum(['dich-vu', 'bao-gia', 'quy-trinh', 'lien-he', 'thoi-gian', 'cong-nghe']),
      accept: z.array(z.string().min(1)).min(1),
      note: z.string().optional(),
    }),
  ),
  outOfScope: z.array(z.string().min(1)),
});

const reply = z.object({
  data: z.object({
    botResponse: z.object({
      text: z.string(),
      fallback: z.boolean(),
      source: z.object({ title: z.string(), url: z.string() }).nullable().optional(),
    }),
  }),
});

const fold = (text: string) => foldDiacritics(text.normalize('NFC').toLowerCase()).replace(/\s+/g, ' ');
const stripHtml = (html: string) => html.replace(/<[^>]*>/g, ' ');
/** What a visitor meets in an answer: its words and the addresses its links open. */
const seenIn = (html: string) =>
  `${stripHtml(html)} ${[...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).join(' ')}`;

/** True when `marker` stands in `text` (both folded), a number not as the tail of a larger number. */
export function holdsMarker(text: string, marker: string): boolean {
  const haystack = fold(text);
  const needle = fold(marker);
  let at = haystack.indexOf(needle);
  while (at >= 0) {
    const before = haystack[at - 1] ?? ' ';
    if (!(/\d/.test(needle[0] ?? '') && /[\d.,]/.test(before))) return true;
    at = haystack.indexOf(needle, at + 1);
  }
  return false;
}

async function main() {
  const [file, ...flags] = process.argv.slice(2);
  if (!file) throw new Error('usage: node bench/chatbot-site-blind.ts <set.json> [--write]');
  const set = setSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  // every question from its own address (as many visitors are), so no per-client budget of the chat decides
  const { child, base } = await startServer(scratchDir('bench-site-blind-'), { TRUST_PROXY: 'loopback' });
  let client = 0;
  const ask = async (message: string) => {
    client += 1;
    const response = await fetch(`${base}/api/chat/message`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
      },
      body: JSON.stringify({ message }),
    });
    if (!response.ok) throw new Error(`${response.status} for "${message}": ${await response.text()}`);
    return reply.parse(await response.json()).data.botResponse;
  };
  try {
    const rows: string[] = [];
    const summary: Record<string, { right: number; fell: number; total: number }> = {};
    const misses: string[] = [];
    for (const variant of ['as written', 'without diacritics'] as const) {
      const transform = variant === 'as written' ? (q: string) => q : (q: string) => foldDiacritics(q);
      const byCategory: Record<string, { right: number; fell: number; total: number }> = {};
      for (const item of set.inScope) {
        const answer = await ask(transform(item.q));
        const seen = `${seenIn(answer.text)} ${answer.source?.url ?? ''} ${answer.source?.title ?? ''}`;
        const right = !answer.fallback && item.accept.some((marker) => holdsMarker(seen, marker));
        const tally = byCategory[item.category] ?? { right: 0, fell: 0, total: 0 };
        byCategory[item.category] = tally;
        tally.total += 1;
        if (right) tally.right += 1;
        if (answer.fallback) tally.fell += 1;
        if (!right && variant === 'as written')
          misses.push(
            `${item.category} | ${item.q} | ${answer.fallback ? 'FALLBACK' : stripHtml(answer.text).slice(0, 90)}`,
          );
      }
      let outFell = 0;
      for (const q of set.outOfScope) if ((await ask(transform(q))).fallback) outFell += 1;
      const all = Object.values(byCategory).reduce(
        (a, t) => ({ right: a.right + t.right, fell: a.fell + t.fell, total: a.total + t.total }),
        { right: 0, fell: 0, total: 0 },
      );
      summary[variant] = all;
      const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
      rows.push(
        `| ${variant} | ${pct(all.right, all.total)} | ${Object.entries(byCategory)
          .map(([c, t]) => `${c} ${pct(t.right, t.total)}`)
          .join(
            ', ',
          )} | ${all.fell} of ${all.total} (${pct(all.fell, all.total)}) | ${pct(outFell, set.outOfScope.length)} |`,
      );
    }
    const table = [
      '',
      `### Assistant on a site blind set, through the API (${new Date().toISOString().slice(0, 10)}, \`${file}\`)`,
      '',
      `${set.inScope.length} in-scope questions, ${set.outOfScope.length} out of scope; right = not a fallback and a marker in the text or the source link.`,
      '',
      '| variant | right answers | by category | in scope fell back | out of scope fell back |',
      '|---|---|---|---|---|',
      ...rows,
    ];
    console.log(table.join('\n'));
    console.log(`\nmisses (as written):\n${misses.join('\n')}`);
    if (flags.includes('--write')) appendResults(table);
  } finally {
    await stop(child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
