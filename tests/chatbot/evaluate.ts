import type { EngineItem } from '../../src/domain/chat/chatbot-answer.rules.ts';
import { DEMO_TRAINING } from '../../src/server/db/seed-chatbot-training.ts';
import type { createChatbotEngine } from '../../src/server/modules/chatbot/chatbot-engine.ts';
import { IN_SCOPE, type InScope, OUT_OF_SCOPE } from './evaluation-set.ts';

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
  /** out-of-scope questions that got the fallback */
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
  for (const { q, expect } of inScope) {
    const [best] = engine.rank(transform(q), 1);
    const ok = best && best.confidence >= threshold && best.item.id === expect;
    if (ok) right++;
    else misses.push({ q, expect, got: best?.item.id ?? null, confidence: best?.confidence ?? 0 });
  }
  let fell = 0;
  for (const q of outOfScope) {
    const [best] = engine.rank(transform(q), 1);
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
