import { describe, expect, it } from 'vitest';
import { SMALL_TALK_REPLIES, smallTalkOf } from './small-talk.rules.ts';

describe('small talk of the assistant', () => {
  it.each([
    ['Xin chào', 'greeting'],
    ['chao shop a', 'greeting'],
    ['Chào buổi sáng nha', 'greeting'],
    ['alo alo', 'greeting'],
    ['hi ad', 'greeting'],
    ['Chào Sao Việt!', 'greeting'],
    ['Cảm ơn bạn nhiều nhé', 'thanks'],
    ['cam on', 'thanks'],
    ['ok tks', 'thanks'],
    ['Dạ vâng, em cám ơn ạ', 'thanks'],
    ['thank you so much', 'thanks'],
    ['Tạm biệt', 'goodbye'],
    ['ok cảm ơn, bye nha', 'goodbye'],
    ['bai bai shop', 'goodbye'],
  ] as const)('"%s" is %s', (message, kind) => {
    expect(smallTalkOf(message)).toBe(kind);
  });

  it.each([
    'chào bạn, làm web giá bao nhiêu?',
    'cảm ơn, cho mình xin số hotline',
    'ok',
    'dạ',
    '',
    '???',
    'asdfghjkl',
    'chào bạn chào bạn chào bạn chào bạn chào bạn chào bạn',
    'hi giá web',
  ])('"%s" is not small talk', (message) => {
    expect(smallTalkOf(message)).toBeNull();
  });

  it('greets with the starter chips and leaves without any', () => {
    expect(SMALL_TALK_REPLIES.greeting.html).toContain('Sao Việt Software');
    expect(SMALL_TALK_REPLIES.greeting.suggestions.length).toBeGreaterThan(0);
    expect(SMALL_TALK_REPLIES.goodbye.suggestions).toEqual([]);
  });
});
