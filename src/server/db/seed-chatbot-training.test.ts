import { describe, expect, it } from 'vitest';
import { parseDataFile } from '#domain/shared/data-file.rules.ts';
import { COMPANY } from '#domain/site/company.ts';
import trainingSeedFile from '../../../assistant/training-seed.json' with { type: 'json' };
import { DEMO_TRAINING, trainingSeedSchema } from './seed-chatbot-training.ts';

const FILE = 'assistant/training-seed.json';
const load = (raw: unknown) => parseDataFile(trainingSeedSchema, raw, FILE);
const edited = (change: (item: Record<string, unknown>) => void) => {
  const copy = structuredClone(trainingSeedFile);
  change(copy.items[0] as Record<string, unknown>);
  return copy;
};

// docs/decisions/045: the training seed is data, checked by its schema when it is loaded
describe("the assistant's training seed file", () => {
  it("fills the company's data into the answers, and gives the defaults an item leaves out", () => {
    const texts = DEMO_TRAINING.map((t) => t.responseText).join('\n');
    expect(texts).not.toMatch(/\{\{|\}\}/);
    expect(texts).toContain(`<a href="${COMPANY.hotlineHref}">${COMPANY.hotline}</a>`);
    expect(texts).toContain(COMPANY.legalName);
    const plain = DEMO_TRAINING[DEMO_TRAINING.length - 1]!;
    expect(trainingSeedFile.items.at(-1)).not.toHaveProperty('status');
    expect(plain).toMatchObject({ status: 'active', usageCount: 0, successRate: null });
  });

  it('refuses a malformed file at load, naming the file and where each fault is', () => {
    const broken = edited((item) => {
      item.category = 'dich_vu';
      item.priority = 11;
      item.responseText = '<p>Gọi {{hotline}}</p>';
    });
    let message = '';
    try {
      load(broken);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe(`${FILE} does not match its schema:`);
    for (const place of ['category', 'priority']) expect(message).toContain(`→ at items[0].${place}`);
    expect(message).toContain('Không có dữ liệu công ty "{{hotline}}"\n  → at items[0].responseText');
  });
});
