import { describe, expect, it } from 'vitest';
import { demoKnowledge } from '../../../../tests/chatbot/demo-site.ts';
import { knownSets, score, scoreAssistant, seedItems } from '../../../../tests/chatbot/evaluate.ts';
import { EVALUATION_SETS, withoutDiacritics } from '../../../../tests/chatbot/evaluation-set.ts';
import { createAssistant } from './chatbot-assistant.ts';
import { createChatbotEngine } from './chatbot-engine.ts';

// decision 037: the site's content answers beside the trained items without taking a right answer from them
describe('the whole assistant: trained items and the site content', () => {
  const assistant = createAssistant();
  assistant.loadTraining(seedItems());
  assistant.loadKnowledge(demoKnowledge());
  const items = createChatbotEngine();
  items.load(seedItems());

  it('keeps every known set at least as right, and falls back at least as often, as the trained items alone', () => {
    for (const set of Object.values(knownSets())) {
      const alone = score(items, set.inScope, set.outOfScope, items.threshold);
      const whole = scoreAssistant(assistant, set.inScope, set.outOfScope);
      expect({ set: set.label, accuracy: whole.accuracy >= alone.accuracy }).toEqual({
        set: set.label,
        accuracy: true,
      });
      expect({ set: set.label, fallback: whole.fallbackOnOutOfScope >= alone.fallbackOnOutOfScope }).toEqual({
        set: set.label,
        fallback: true,
      });
    }
    // some 2,600 questions through two indexes: seconds of CPU on a shared machine
  }, 60_000);

  it("answers the site set's questions from the pages, the same without diacritics, and falls back on the others", () => {
    const { inScope, outOfScope } = EVALUATION_SETS.site;
    const marked = scoreAssistant(assistant, inScope, outOfScope);
    const bare = scoreAssistant(assistant, inScope, outOfScope, withoutDiacritics);
    expect(marked.accuracy).toBeGreaterThanOrEqual(0.75);
    expect(marked.fallbackOnOutOfScope).toBe(1);
    expect(bare.accuracy).toBe(marked.accuracy);
    expect(bare.fallbackOnOutOfScope).toBe(marked.fallbackOnOutOfScope);
  });

  it('a long need that no trained item answers gets the services that fit, best first, and the booking offer', () => {
    // no trained item: what the needs rule does when none is sure
    const contentOnly = createAssistant();
    contentOnly.loadTraining([]);
    contentOnly.loadKnowledge(demoKnowledge());
    const answer = contentOnly.decide(
      'Chúng tôi cần làm một hệ thống có giỏ hàng, thanh toán MoMo, VNPAY, kết nối đơn vị vận chuyển và báo cáo doanh thu theo tháng cho chuỗi cửa hàng',
      new Date('2026-11-26T03:00:00Z'),
    );
    expect(answer.fallback).toBe(false);
    expect(answer.via).toBe('needs');
    expect(answer.source?.title).toBe('Website thương mại điện tử');
    expect(answer.html).toContain('Đặt lịch tư vấn');
    expect(answer.html?.indexOf('Website thương mại điện tử')).toBeLessThan(
      answer.html?.indexOf('</li>') ?? 0,
    );
  });
});
