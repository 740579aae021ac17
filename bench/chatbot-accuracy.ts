/**
 * The AI assistant's bench (issue 16 item 7): accuracy@1 and fallback precision on the evaluation set (with and
 * without diacritics), the confidence threshold chosen on the tuning half, and the answer time with 1,000
 * training items. Run: node bench/chatbot-accuracy.ts (--write appends the result to bench/RESULTS.md)
 */
import os from 'node:os';
import type { EngineItem } from '../src/domain/chat/chatbot-answer.rules.ts';
import { CONFIDENCE_THRESHOLD } from '../src/domain/chat/chatbot-answer.rules.ts';
import { createChatbotEngine } from '../src/server/modules/chatbot/chatbot-engine.ts';
import { BLIND13_IN_SCOPE, BLIND13_OUT_OF_SCOPE } from '../tests/chatbot/blind-set-13.ts';
import { developmentPool, knownSets, pickThreshold, score, seedItems } from '../tests/chatbot/evaluate.ts';
import { heldOutHalf, type InScope, withoutDiacritics } from '../tests/chatbot/evaluation-set.ts';
import { appendResults } from './support.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const engine = createChatbotEngine();
engine.load(seedItems());

const known = knownSets();

/** The threshold the rule of decision 017 picks on the development pool for this engine. */
export function chooseThreshold() {
  const { inScope, outOfScope } = developmentPool();
  return pickThreshold((t) => {
    const s = score(engine, inScope, outOfScope, t);
    return { accuracy: s.accuracy, fallback: s.fallbackOnOutOfScope };
  });
}

function syntheticItems(count: number, base: EngineItem[]): EngineItem[] {
  // 1,000 items made of the real items' words, shuffled: the vocabulary and lengths of a real knowledge base
  const words = base.flatMap((i) => `${i.pattern} ${i.keywords.join(' ')}`.split(/\s+/));
  let seed = 42;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = (n: number) =>
    Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join(' ');
  const out = [...base];
  for (let i = out.length; i < count; i++) {
    const template = base[i % base.length]!;
    out.push({
      ...template,
      id: `synthetic-${i}`,
      pattern: `${pick(7)}?`,
      keywords: [pick(2), pick(2), pick(3), pick(2)],
      responseText: `<p>${pick(40)}</p>`,
    });
  }
  return out;
}

function latency() {
  const big = createChatbotEngine();
  const items = syntheticItems(1000, seedItems());
  const loadStart = performance.now();
  big.load(items);
  const loadMs = performance.now() - loadStart;
  // what a training change costs: the same items again, one answer changed
  const reloadStart = performance.now();
  big.load(
    items.map((item, i) => (i === 0 ? { ...item, responseText: `${item.responseText}<p>Mới</p>` } : item)),
  );
  const reloadMs = performance.now() - reloadStart;
  const questions = [...known.first.inScope.map((x) => x.q), ...known.first.outOfScope];
  for (const q of questions) big.answer(q); // warm-up
  const times: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const q of questions) {
      const start = performance.now();
      const cpuStart = process.cpuUsage();
      big.answer(q);
      const used = process.cpuUsage(cpuStart);
      times.push(performance.now() - start);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const at = (list: number[], p: number) => list[Math.min(list.length - 1, Math.floor(p * list.length))]!;
  return {
    loadMs,
    reloadMs,
    n: times.length,
    median: at(times, 0.5),
    p99: at(times, 0.99),
    max: times.at(-1)!,
    cpuMedian: at(cpu, 0.5),
    cpuP99: at(cpu, 0.99),
  };
}

const { threshold, rows } = chooseThreshold();
console.log('threshold sweep on the development pool (t, accuracy@1, fallback on out-of-scope):');
for (const [t, a, f] of rows)
  if (Math.round(t * 100) % 5 === 0) console.log(`  ${t.toFixed(2)}  ${pct(a)}  ${pct(f)}`);
console.log(`chosen threshold: ${threshold.toFixed(2)} (in the code: ${CONFIDENCE_THRESHOLD})`);

const t = CONFIDENCE_THRESHOLD;
// all known sets: the first set was used to write the engine, the blind and third sets to tune it since (decision 017)
const sets: Record<string, [InScope[], string[]]> = {
  'first set, whole (known)': [known.first.inScope, known.first.outOfScope],
  'first set, held-out half (known, not in the threshold pool)': [
    heldOutHalf(known.first.inScope),
    heldOutHalf(known.first.outOfScope),
  ],
  'blind set (known, in the pool)': [known.blind.inScope, known.blind.outOfScope],
  // measured once unseen: third 88.1 % / 88.6 % (first round), fourth 78.0 % / 97.4 % (second), fifth
  // 78.3 % / 92.5 % (third round); each studied and added to the pool after
  'third set (known, in the pool)': [known.third.inScope, known.third.outOfScope],
  'fourth set (known, in the pool)': [known.fourth.inScope, known.fourth.outOfScope],
  'fifth set (known, in the pool)': [known.fifth.inScope, known.fifth.outOfScope],
  // measured once unseen after the fourth round (82.8 % / 85.0 %), then added to the pool and the calibration refitted
  'sixth set (known, in the pool)': [known.sixth.inScope, known.sixth.outOfScope],
  // measured once unseen after the calibration was refitted with the sixth set (83.9 % / 87.5 %), then studied
  'seventh set (known, in the pool)': [known.seventh.inScope, known.seventh.outOfScope],
  // measured once unseen after the fifth round (78.3 % / 82.5 %), then studied
  'eighth set (known, in the pool)': [known.eighth.inScope, known.eighth.outOfScope],
  'short first messages, first set (known, in the pool)': [known.shortA.inScope, known.shortA.outOfScope],
  // measured once unseen after the sixth round (81.1 % / 85.0 %, short 91.4 % / 73.3 %), known since
  'ninth set (known, in the pool)': [known.ninth.inScope, known.ninth.outOfScope],
  'short first messages, second set (known, in the pool)': [known.shortB.inScope, known.shortB.outOfScope],
  // measured once unseen with the sixth round's engine (83.9 % / 90.0 %); the seventh round's keywords were
  // checked against it, with the other known sets
  'tenth set (known, in the pool)': [known.tenth.inScope, known.tenth.outOfScope],
  // measured once unseen after the seventh round (91.7 % / 87.5 %), known since
  'eleventh set (known, in the pool)': [known.eleventh.inScope, known.eleventh.outOfScope],
  // measured once unseen after the eighth round (95.0 % / 87.5 %), known since
  'twelfth set (known, in the pool)': [known.twelfth.inScope, known.twelfth.outOfScope],
  // written blind during the ninth round, by someone who saw only each item's category, pattern and answer
  // (tests/chatbot/blind-set-13.ts, 60 out-of-scope questions): the measure on unseen wording, never tuned on.
  // Measured once; the next engine change moves it into knownSets() and needs a new set
  'thirteenth set (unseen by the engine work)': [
    Object.values(BLIND13_IN_SCOPE).flat(),
    BLIND13_OUT_OF_SCOPE,
  ],
};
const lines: string[] = [];
for (const [name, [inScope, outOfScope]] of Object.entries(sets)) {
  const withMarks = score(engine, inScope, outOfScope, t);
  const bare = score(engine, inScope, outOfScope, t, withoutDiacritics);
  lines.push(
    `| ${name} | ${inScope.length} | ${outOfScope.length} | ${pct(withMarks.accuracy)} | ${pct(bare.accuracy)} | ` +
      `${pct(withMarks.fallbackOnOutOfScope)} | ${pct(bare.fallbackOnOutOfScope)} |`,
  );
}
const l = latency();
const timing =
  `1,000 items: index built in ${l.loadMs.toFixed(1)} ms, rebuilt after a change in ${l.reloadMs.toFixed(1)} ms; ` +
  `answer time over ${l.n} questions: median ${l.median.toFixed(3)} ms, p99 ${l.p99.toFixed(3)} ms, ` +
  `max ${l.max.toFixed(3)} ms (wall); CPU time median ${l.cpuMedian.toFixed(3)} ms, p99 ${l.cpuP99.toFixed(3)} ms`;
const report = [
  '',
  `## ${new Date().toISOString()} — AI assistant accuracy: the known sets and the unseen thirteenth set (issue 16, ninth round: more outside classes)`,
  '',
  `\`node bench/chatbot-accuracy.ts\`, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')} at the end. ` +
    `Threshold ${t} (the rule picks ${threshold.toFixed(2)} on the first set's tuning half plus the blind, third, ` +
    'fourth to twelfth sets and both short sets). Those are known and were used to develop the engine ' +
    '(development numbers); the thirteenth set was written blind and never tuned on: its row is the measure on ' +
    'unseen wording.',
  '',
  '| set | in scope | out of scope | accuracy@1 | without diacritics | fallback | without diacritics |',
  '| --- | --: | --: | --: | --: | --: | --: |',
  ...lines,
  '',
  timing,
];
console.log(report.join('\n'));
if (process.argv.includes('--write')) appendResults(report);
