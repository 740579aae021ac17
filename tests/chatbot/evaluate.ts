import type { EngineItem } from '../../src/domain/chat/chatbot-answer.rules.ts';
import { smallTalkOf } from '../../src/domain/chat/small-talk.rules.ts';
import { BUSINESS_CALENDAR } from '../../src/domain/site/business-hours.ts';
import { DEMO_TRAINING } from '../../src/server/db/seed-chatbot-training.ts';
import type { Assistant } from '../../src/server/modules/chatbot/chatbot-assistant.ts';
import type { createChatbotEngine } from '../../src/server/modules/chatbot/chatbot-engine.ts';
import { EVALUATION_SETS, type InScope, tuningHalf } from './evaluation-set.ts';

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

export const allInScope = (): InScope[] => EVALUATION_SETS.first.inScope;
export const OUT_OF_SCOPE: string[] = EVALUATION_SETS.first.outOfScope;

/**
 * Every evaluation set the engine work has seen, by name, with the label the bench prints (development data): the
 * threshold pool and the calibration are chosen on them. The first set's held-out half stays out of the pool as a
 * check. Each later set was measured once unseen (decision 017 has the numbers), then joined.
 */
export function knownSets() {
  type Set = { label: string; inScope: InScope[]; outOfScope: string[] };
  const known = (label: string, { inScope, outOfScope }: Omit<Set, 'label'>): Set => ({
    label,
    inScope,
    outOfScope,
  });
  const s = EVALUATION_SETS;
  return {
    first: known('first set', s.first),
    blind: known('blind set', s.blind),
    third: known('third set', s.third),
    fourth: known('fourth set', s.fourth),
    fifth: known('fifth set', s.fifth),
    sixth: known('sixth set', s.sixth),
    seventh: known('seventh set', s.seventh),
    eighth: known('eighth set', s.eighth),
    // short first messages (1–4 words), the first of two sets written together
    shortA: known('short first messages, first set', s.shortA),
    ninth: known('ninth set', s.ninth),
    shortB: known('short first messages, second set', s.shortB),
    tenth: known('tenth set', s.tenth),
    eleventh: known('eleventh set', s.eleventh),
    twelfth: known('twelfth set', s.twelfth),
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
 * accuracy@1 and fallback precision (decision 017 asks ≥ 90 % of both: keep the weaker one furthest above it); of the
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
  const decide = (q: string) =>
    smallTalkOf(q) ? null : assistant.decide(transform(q), now, BUSINESS_CALENDAR);
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
