/**
 * The AI assistant's bench (decision 017): accuracy@1 and fallback precision on the evaluation set (with and
 * without diacritics), the confidence threshold chosen on the tuning half, and the answer time with 1,000
 * training items. Run: node bench/chatbot-accuracy.ts (--write appends the result to bench/RESULTS.md)
 */
import os from 'node:os';
import type { EngineItem } from '../src/domain/chat/chatbot-answer.rules.ts';
import { CONFIDENCE_THRESHOLD } from '../src/domain/chat/chatbot-answer.rules.ts';
import { BUSINESS_CALENDAR } from '../src/domain/site/business-hours.ts';
import { createAssistant } from '../src/server/modules/chatbot/chatbot-assistant.ts';
import { createChatbotEngine } from '../src/server/modules/chatbot/chatbot-engine.ts';
import { demoKnowledge } from '../tests/chatbot/demo-site.ts';
import {
  developmentPool,
  knownSets,
  pickThreshold,
  score,
  scoreAssistant,
  seedItems,
} from '../tests/chatbot/evaluate.ts';
import {
  EVALUATION_SETS,
  heldOutHalf,
  type InScope,
  withoutDiacritics,
} from '../tests/chatbot/evaluation-set.ts';
import { appendResults } from './support.ts';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const engine = createChatbotEngine();
engine.load(seedItems());
// the whole assistant (decision 037): the trained items and the demo site's content
const assistant = createAssistant();
assistant.loadTraining(seedItems());
assistant.loadKnowledge(demoKnowledge());

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
  // the whole assistant's answer: 1,000 trained items and the demo site's content
  const whole = createAssistant();
  whole.loadKnowledge(demoKnowledge());
  const big = {
    load: whole.loadTraining,
    answer: (q: string) => whole.decide(q, new Date(), BUSINESS_CALENDAR),
  };
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
  const questions = [
    ...known.first.inScope.map((x) => x.q),
    ...known.first.outOfScope,
    ...EVALUATION_SETS.site.inScope.map((x) => x.q),
  ];
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
// every known set (tests/chatbot/evaluate.ts), the first set also by its held-out half, then the unseen one
const { first, ...later } = known;
const sets: Record<string, [InScope[], string[]]> = {
  'first set, whole (known)': [first.inScope, first.outOfScope],
  'first set, held-out half (known, not in the threshold pool)': [
    heldOutHalf(first.inScope),
    heldOutHalf(first.outOfScope),
  ],
  ...Object.fromEntries(
    Object.values(later).map((set) => [`${set.label} (known, in the pool)`, [set.inScope, set.outOfScope]]),
  ),
  // written blind during the ninth round (assistant/evaluation/blind-set-13.json), measured once then (decision
  // 017); the content round (decision 037) saw its leaks while checking the assistant kept every set's numbers: known
  'thirteenth set (measured once in the ninth round; seen since)': [
    EVALUATION_SETS.thirteenth.inScope,
    EVALUATION_SETS.thirteenth.outOfScope,
  ],
};
// the site's content questions (assistant/evaluation/site-set.json), written during the content round: development data
sets['site content set (development, decision 037)'] = [
  EVALUATION_SETS.site.inScope,
  EVALUATION_SETS.site.outOfScope,
];
const lines: string[] = [];
for (const [name, [inScope, outOfScope]] of Object.entries(sets)) {
  const withMarks = score(engine, inScope, outOfScope, t);
  const bare = score(engine, inScope, outOfScope, t, withoutDiacritics);
  const whole = scoreAssistant(assistant, inScope, outOfScope);
  const wholeBare = scoreAssistant(assistant, inScope, outOfScope, withoutDiacritics);
  lines.push(
    `| ${name} | ${inScope.length} | ${outOfScope.length} | ${pct(withMarks.accuracy)} | ${pct(bare.accuracy)} | ` +
      `${pct(withMarks.fallbackOnOutOfScope)} | ${pct(bare.fallbackOnOutOfScope)} | ` +
      `${pct(whole.accuracy)} | ${pct(wholeBare.accuracy)} | ` +
      `${pct(whole.fallbackOnOutOfScope)} | ${pct(wholeBare.fallbackOnOutOfScope)} |`,
  );
}
const l = latency();
const timing =
  `The whole assistant with 1,000 trained items and the demo site's content: training index built in ${l.loadMs.toFixed(1)} ms, rebuilt after a change in ${l.reloadMs.toFixed(1)} ms; ` +
  `answer time over ${l.n} questions: median ${l.median.toFixed(3)} ms, p99 ${l.p99.toFixed(3)} ms, ` +
  `max ${l.max.toFixed(3)} ms (wall); CPU time median ${l.cpuMedian.toFixed(3)} ms, p99 ${l.cpuP99.toFixed(3)} ms`;
const report = [
  '',
  `## ${new Date().toISOString()} — AI assistant accuracy: the trained items alone and the whole assistant with the site's content (decision 037)`,
  '',
  `\`node bench/chatbot-accuracy.ts\`, load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')} at the end. ` +
    `Threshold ${t} (the rule picks ${threshold.toFixed(2)} on the first set's tuning half plus the blind, third, ` +
    'fourth to twelfth sets and both short sets). Those are known and were used to develop the engine ' +
    '(development numbers). "Items" columns: the trained items alone (the engine of decision 017, unchanged); ' +
    '"whole" columns: the assistant with the demo site\'s content (services, packages, products, articles), the ' +
    'office calendar and the needs rule, counted right only when the expected item answers (a content answer to ' +
    'a question whose expected item is a trained one counts as a miss). No set here is unseen: the measure on ' +
    'unseen wording is the set written from the public pages, measured by the lead after this round.',
  '',
  '| set | in scope | out of scope | items: accuracy@1 | no diacritics | items: fallback | no diacritics | whole: accuracy@1 | no diacritics | whole: fallback | no diacritics |',
  '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...lines,
  '',
  timing,
];
console.log(report.join('\n'));
if (process.argv.includes('--write')) appendResults(report);
