/**
 * Fits the AI assistant's confidence (decision 017, third round): a logistic regression of "the best item is the
 * right answer" (0 for every out-of-scope question) over the best match's coverage and log(1 + covered weight),
 * on the development pool (tests/chatbot/evaluate.ts). Prints the CALIBRATION to write into chatbot-engine.ts,
 * and a left-one-set-out check: fitted and thresholded without one known set, scored on it.
 * Run: node bench/chatbot-calibrate.ts
 */
import { createChatbotEngine } from '../src/server/modules/chatbot/chatbot-engine.ts';
import { developmentPool, knownSets, pickThreshold, seedItems } from '../tests/chatbot/evaluate.ts';
import type { InScope } from '../tests/chatbot/evaluation-set.ts';

type Row = { inScope: boolean; right: boolean; x: [number, number] };

const engine = createChatbotEngine();
engine.load(seedItems());

function rows(inScope: InScope[], outOfScope: string[]): Row[] {
  const features = (q: string): [number, number] => {
    const [best] = engine.rank(q, 1);
    return best ? [best.coverage, Math.log1p(best.evidence)] : [0, 0];
  };
  return [
    ...inScope.map(({ q, expect }) => ({
      inScope: true,
      right: engine.rank(q, 1)[0]?.item.id === expect,
      x: features(q),
    })),
    ...outOfScope.map((q) => ({ inScope: false, right: false, x: features(q) })),
  ];
}

/** Logistic regression by gradient descent on standardised inputs, returned as raw coefficients. */
function fitLogistic(data: Row[]) {
  const n = data.length;
  const mean = [0, 1].map((i) => data.reduce((s, r) => s + r.x[i]!, 0) / n);
  const sd = [0, 1].map((i) => Math.sqrt(data.reduce((s, r) => s + (r.x[i]! - mean[i]!) ** 2, 0) / n) || 1);
  let w = [0, 0, 0]; // coverage, evidence, bias (standardised)
  for (let step = 0; step < 4000; step++) {
    const grad = [0, 0, 0];
    for (const r of data) {
      const z0 = (r.x[0] - mean[0]!) / sd[0]!;
      const z1 = (r.x[1] - mean[1]!) / sd[1]!;
      const p = 1 / (1 + Math.exp(-(w[0]! * z0 + w[1]! * z1 + w[2]!)));
      const err = p - (r.right ? 1 : 0);
      grad[0]! += err * z0;
      grad[1]! += err * z1;
      grad[2]! += err;
    }
    w = w.map((v, i) => v - 0.5 * (grad[i]! / n + (i < 2 ? 0.01 * v : 0)));
  }
  const coverage = w[0]! / sd[0]!;
  const evidence = w[1]! / sd[1]!;
  const bias = w[2]! - coverage * mean[0]! - evidence * mean[1]!;
  return { bias, coverage, evidence };
}

type Calibration = ReturnType<typeof fitLogistic>;
/** The calibrated confidence; with no calibration, the coverage alone (the confidence before, for comparison). */
const probability = (c: Calibration | null, x: [number, number]) =>
  c ? 1 / (1 + Math.exp(-(c.bias + c.coverage * x[0] + c.evidence * x[1]))) : x[0];

function rates(data: Row[], c: Calibration | null, t: number) {
  const inScope = data.filter((r) => r.inScope);
  const outOfScope = data.filter((r) => !r.inScope);
  return {
    accuracy: inScope.filter((r) => r.right && probability(c, r.x) >= t).length / inScope.length,
    fallback: outOfScope.filter((r) => probability(c, r.x) < t).length / outOfScope.length,
  };
}

/** The threshold rule of decision 017 (pickThreshold) on these rows. */
const threshold = (data: Row[], c: Calibration | null) => pickThreshold((t) => rates(data, c, t)).threshold;

const sets = knownSets();
const pool = (without?: string) => {
  const { inScope, outOfScope } = developmentPool(without);
  return rows(inScope, outOfScope);
};

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
console.log('left-one-set-out (fitted and thresholded without the set, scored on it):');
for (const name of Object.keys(sets).filter((n) => n !== 'first')) {
  const without = pool(name);
  const c = fitLogistic(without);
  const t = threshold(without, c);
  const set = sets[name as keyof typeof sets];
  const r = rates(rows(set.inScope, set.outOfScope), c, t);
  const alone = rates(rows(set.inScope, set.outOfScope), null, threshold(without, null));
  console.log(
    `  ${name}: threshold ${t.toFixed(2)}, accuracy@1 ${pct(r.accuracy)}, fallback ${pct(r.fallback)}` +
      ` (coverage alone: ${pct(alone.accuracy)}, ${pct(alone.fallback)})`,
  );
}
const all = pool();
const c = fitLogistic(all);
const round = (x: number) => Math.round(x * 1000) / 1000;
console.log(
  `on the whole pool: threshold ${threshold(all, c).toFixed(2)}\n` +
    `export const CALIBRATION = { bias: ${round(c.bias)}, coverage: ${round(c.coverage)}, evidence: ${round(c.evidence)} };`,
);
