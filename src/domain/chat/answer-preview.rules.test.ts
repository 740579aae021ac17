import { describe, expect, it } from 'vitest';
import { trainingAnswerPreview } from './answer-preview.rules.ts';

describe('training answer previews (spec 002 §2)', () => {
  it('dense tables: blocks and list items of an HTML answer stay apart', () => {
    expect(
      trainingAnswerPreview(
        '<p>Chi phí tham khảo:</p><ul><li>Landing page: từ <strong>5.000.000 đ</strong></li><li>Website: từ 8.000.000 đ</li></ul><p>Hãy đặt lịch.</p>',
      ),
    ).toBe('Chi phí tham khảo: Landing page: từ 5.000.000 đ · Website: từ 8.000.000 đ · Hãy đặt lịch.');
  });

  it('cuts a long answer with an ellipsis', () => {
    const preview = trainingAnswerPreview(`<p>${'chữ '.repeat(100)}</p>`);
    expect([...preview]).toHaveLength(201);
    expect(preview.endsWith('…')).toBe(true);
  });
});
