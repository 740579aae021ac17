import type { EngineItem } from '../../src/domain/chat/chatbot-answer.rules.ts';
import { smallTalkOf } from '../../src/domain/chat/small-talk.rules.ts';
import { DEMO_TRAINING } from '../../src/server/db/seed-chatbot-training.ts';
import type { Assistant } from '../../src/server/modules/chatbot/chatbot-assistant.ts';
import type { createChatbotEngine } from '../../src/server/modules/chatbot/chatbot-engine.ts';
import { BLIND_IN_SCOPE, BLIND_OUT_OF_SCOPE } from './blind-set.ts';
import { BLIND3_IN_SCOPE, BLIND3_OUT_OF_SCOPE } from './blind-set-3.ts';
import { BLIND4_IN_SCOPE, BLIND4_OUT_OF_SCOPE } from './blind-set-4.ts';
import { BLIND5_IN_SCOPE, BLIND5_OUT_OF_SCOPE } from './blind-set-5.ts';
import { BLIND6_IN_SCOPE, BLIND6_OUT_OF_SCOPE } from './blind-set-6.ts';
import { BLIND7_IN_SCOPE, BLIND7_OUT_OF_SCOPE } from './blind-set-7.ts';
import { BLIND8_IN_SCOPE, BLIND8_OUT_OF_SCOPE } from './blind-set-8.ts';
import { BLIND9_IN_SCOPE, BLIND9_OUT_OF_SCOPE } from './blind-set-9.ts';
import { BLIND10_IN_SCOPE, BLIND10_OUT_OF_SCOPE } from './blind-set-10.ts';
import { BLIND11_IN_SCOPE, BLIND11_OUT_OF_SCOPE } from './blind-set-11.ts';
import { BLIND12_IN_SCOPE, BLIND12_OUT_OF_SCOPE } from './blind-set-12.ts';
import { IN_SCOPE, type InScope, OUT_OF_SCOPE, tuningHalf } from './evaluation-set.ts';
import { SHORT_A_IN_SCOPE, SHORT_A_OUT_OF_SCOPE } from './short-set-a.ts';
import { SHORT_B_IN_SCOPE, SHORT_B_OUT_OF_SCOPE } from './short-set-b.ts';

/** The seed's active items as the engine holds them (the pattern stands for the id). */
export function seedItems(): EngineItem[] {
  return DEMO_TRAINING.filter((t) => t.status === 'active').map((t) => ({
    id: t.pattern,
    pattern: t.pattern,
    keywords: t.keywords,
    category: t.category,
    priority: t.priority,
    responseText: t.responseText,
    suggestions: t.suggestions,
  }));
}

export type Scores = {
  /** in-scope questions answered (not a fallback) by the expected item */
  accuracy: number;
  /** out-of-scope questions that got the fallback (or a small-talk reply: no item answered either) */
  fallbackOnOutOfScope: number;
  misses: Array<{ q: string; expect: string; got: string | null; confidence: number }>;
  leaks: Array<{ q: string; got: string; confidence: number }>;
};

/** accuracy@1 and fallback precision of the engine over a set of questions, at one threshold. */
export function score(
  engine: ReturnType<typeof createChatbotEngine>,
  inScope: InScope[],
  outOfScope: string[],
  threshold: number,
  transform: (q: string) => string = (q) => q,
): Scores {
  const misses: Scores['misses'] = [];
  const leaks: Scores['leaks'] = [];
  let right = 0;
  // small talk never reaches the engine (chatbot.service.ts): no item answers it, as a fallback would not
  const rank = (q: string) => (smallTalkOf(q) ? [] : engine.rank(q, 1));
  for (const { q, expect } of inScope) {
    const [best] = rank(transform(q));
    const ok = best && best.confidence >= threshold && best.item.id === expect;
    if (ok) right++;
    else misses.push({ q, expect, got: best?.item.id ?? null, confidence: best?.confidence ?? 0 });
  }
  let fell = 0;
  for (const q of outOfScope) {
    const [best] = rank(transform(q));
    if (!best || best.confidence < threshold) fell++;
    else leaks.push({ q, got: best.item.id, confidence: best.confidence });
  }
  return {
    accuracy: inScope.length ? right / inScope.length : 0,
    fallbackOnOutOfScope: outOfScope.length ? fell / outOfScope.length : 0,
    misses,
    leaks,
  };
}

export const allInScope = (): InScope[] => Object.values(IN_SCOPE).flat();
export { OUT_OF_SCOPE };

/**
 * Every evaluation set the engine work has seen, by name, with the label the bench prints (development data): the
 * threshold pool and the calibration are chosen on them. The first set's held-out half stays out of the pool as a
 * check. Each later set was measured once unseen (its result in a comment), then joined.
 */
export function knownSets() {
  const flat = (r: Record<string, InScope[]>) => Object.values(r).flat();
  type Set = { label: string; inScope: InScope[]; outOfScope: string[] };
  return {
    first: { label: 'first set', inScope: allInScope(), outOfScope: OUT_OF_SCOPE },
    // measured once unseen: third 88.1 % / 88.6 % (first round), fourth 78.0 % / 97.4 % (second), fifth 78.3 % /
    // 92.5 % (third), sixth 82.8 % / 85.0 % (fourth), seventh 83.9 % / 87.5 % (refit), eighth 78.3 % / 82.5 % (fifth)
    blind: { label: 'blind set', inScope: flat(BLIND_IN_SCOPE), outOfScope: BLIND_OUT_OF_SCOPE },
    third: { label: 'third set', inScope: flat(BLIND3_IN_SCOPE), outOfScope: BLIND3_OUT_OF_SCOPE },
    fourth: { label: 'fourth set', inScope: flat(BLIND4_IN_SCOPE), outOfScope: BLIND4_OUT_OF_SCOPE },
    fifth: { label: 'fifth set', inScope: flat(BLIND5_IN_SCOPE), outOfScope: BLIND5_OUT_OF_SCOPE },
    sixth: { label: 'sixth set', inScope: flat(BLIND6_IN_SCOPE), outOfScope: BLIND6_OUT_OF_SCOPE },
    seventh: { label: 'seventh set', inScope: flat(BLIND7_IN_SCOPE), outOfScope: BLIND7_OUT_OF_SCOPE },
    eighth: { label: 'eighth set', inScope: flat(BLIND8_IN_SCOPE), outOfScope: BLIND8_OUT_OF_SCOPE },
    // short first messages (1–4 words), the first of two sets written together
    shortA: {
      label: 'short first messages, first set',
      inScope: SHORT_A_IN_SCOPE,
      outOfScope: SHORT_A_OUT_OF_SCOPE,
    },
    // measured once unseen after the sixth round (81.1 % / 85.0 % and 91.4 % / 73.3 %), known since
    ninth: { label: 'ninth set', inScope: flat(BLIND9_IN_SCOPE), outOfScope: BLIND9_OUT_OF_SCOPE },
    shortB: {
      label: 'short first messages, second set',
      inScope: SHORT_B_IN_SCOPE,
      outOfScope: SHORT_B_OUT_OF_SCOPE,
    },
    // measured once unseen with the sixth round's engine (83.9 % / 90.0 %), known since
    tenth: { label: 'tenth set', inScope: flat(BLIND10_IN_SCOPE), outOfScope: BLIND10_OUT_OF_SCOPE },
    // measured once unseen after the seventh round (91.7 % / 87.5 %), known since
    eleventh: { label: 'eleventh set', inScope: flat(BLIND11_IN_SCOPE), outOfScope: BLIND11_OUT_OF_SCOPE },
    // measured once unseen after the eighth round (95.0 % / 87.5 %), known since
    twelfth: { label: 'twelfth set', inScope: flat(BLIND12_IN_SCOPE), outOfScope: BLIND12_OUT_OF_SCOPE },
  } satisfies Record<string, Set>;
}

/**
 * The development pool: the first set's tuning half and every later known set, but `without` (a left-out check).
 */
export function developmentPool(without?: string): { inScope: InScope[]; outOfScope: string[] } {
  const { first, ...later } = knownSets();
  const others = Object.entries(later)
    .filter(([name]) => name !== without)
    .map(([, set]) => set);
  return {
    inScope: [...tuningHalf(first.inScope), ...others.flatMap((s) => s.inScope)],
    outOfScope: [...tuningHalf(first.outOfScope), ...others.flatMap((s) => s.outOfScope)],
  };
}

/**
 * The threshold rule (decision 017): every threshold from 0.10 to 0.90 by 0.01 is scored by the lower of
 * accuracy@1 and fallback precision (the issue asks ≥ 90 % of both: keep the weaker one furthest above it); of the
 * thresholds with the best such score, the middle one.
 */
export function pickThreshold(rates: (t: number) => { accuracy: number; fallback: number }): {
  threshold: number;
  rows: Array<[number, number, number]>;
} {
  const rows = Array.from({ length: 81 }, (_, i): [number, number, number] => {
    const t = (10 + i) / 100;
    const r = rates(t);
    return [t, r.accuracy, r.fallback];
  });
  const best = Math.max(...rows.map(([, a, f]) => Math.min(a, f)));
  const top = rows.filter(([, a, f]) => Math.min(a, f) >= best - 1e-9).map(([t]) => t);
  return { threshold: top[Math.floor((top.length - 1) / 2)]!, rows };
}

/**
 * The whole assistant (trained items and the site's content, decision 037) on a set: right when the item that
 * answers is the expected one (a trained item's pattern, or a knowledge item's id), fallback precision as above.
 */
export function scoreAssistant(
  assistant: Pick<Assistant, 'decide'>,
  inScope: InScope[],
  outOfScope: string[],
  transform: (q: string) => string = (q) => q,
  now = new Date('2026-11-26T03:00:00Z'),
): Scores & { via: Record<string, number> } {
  const misses: Scores['misses'] = [];
  const leaks: Scores['leaks'] = [];
  const via: Record<string, number> = {};
  let right = 0;
  const decide = (q: string) => (smallTalkOf(q) ? null : assistant.decide(transform(q), now));
  for (const { q, expect } of inScope) {
    const d = decide(q);
    if (d) via[d.via] = (via[d.via] ?? 0) + 1;
    if (d && !d.fallback && d.item?.id === expect) right++;
    else misses.push({ q, expect, got: d?.item?.id ?? null, confidence: d?.confidence ?? 0 });
  }
  let fell = 0;
  for (const q of outOfScope) {
    const d = decide(q);
    if (!d || d.fallback) fell++;
    else leaks.push({ q, got: `${d.via}: ${d.item?.id ?? ''}`, confidence: d.confidence });
  }
  return {
    accuracy: inScope.length ? right / inScope.length : 0,
    fallbackOnOutOfScope: outOfScope.length ? fell / outOfScope.length : 0,
    misses,
    leaks,
    via,
  };
}
