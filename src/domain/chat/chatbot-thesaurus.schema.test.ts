import { describe, expect, it } from 'vitest';
import thesaurusFile from '../../../assistant/thesaurus.json' with { type: 'json' };
import { parseDataFile } from '../shared/data-file.rules.ts';
import { NEARBY, OUTSIDE_OWNERS, THESAURUS } from './chatbot-thesaurus.rules.ts';
import { thesaurusFileSchema } from './chatbot-thesaurus.schema.ts';

const FILE = 'assistant/thesaurus.json';
const load = (raw: unknown, concepts: readonly string[] = ['price', 'outside']) =>
  parseDataFile(thesaurusFileSchema(concepts), raw, FILE);
/** A copy of the shipped file, changed by `change`. */
const edited = (change: (file: typeof thesaurusFile) => void) => {
  const copy = structuredClone(thesaurusFile);
  change(copy);
  return copy;
};

/** The message a load throws. */
function refusal(loading: () => unknown): string {
  try {
    loading();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
}

// docs/decisions/045: the thesaurus is data, checked by its schema when it is loaded
describe("the assistant's thesaurus file", () => {
  it("is what the rules read: each concept's groups joined in the file's order", () => {
    const loaded = load(thesaurusFile);
    expect(loaded.concepts).toEqual(THESAURUS);
    expect(loaded.outsideOwners).toEqual(OUTSIDE_OWNERS);
    expect(loaded.nearby).toEqual(NEARBY);
    const outside = thesaurusFile.concepts.filter((g) => g.concept === 'outside');
    expect(outside.length).toBeGreaterThan(1);
    expect(THESAURUS.outside).toEqual(outside.flatMap((g) => g.phrases));
  });

  it('refuses a malformed file at load, naming the file and where each fault is', () => {
    const broken = edited((file) => {
      file.concepts[0]!.phrases = [];
      file.concepts[1]!.phrases[0] = '?!';
      Object.assign(file.concepts[2]!, { phrase: 'giá' });
    });
    expect(() => load(broken)).toThrow(`${FILE} does not match its schema:\n`);
    const message = refusal(() => load(broken));
    expect(message).toContain('Trường không được hỗ trợ: phrase\n  → at concepts[2]');
    expect(message).toContain('→ at concepts[0].phrases\n');
    expect(message).toContain('Cụm từ phải có ít nhất một từ\n  → at concepts[1].phrases[0]');
  });

  it('refuses a file that lacks a concept the rules name', () => {
    const renamed = edited((file) => {
      for (const group of file.concepts) if (group.concept === 'outside') group.concept = 'elsewhere';
    });
    expect(() => load(renamed)).toThrow('Thiếu khái niệm "outside" mà luật cần');
    expect(() => load(renamed, ['price'])).not.toThrow();
  });

  it('refuses what is not a thesaurus at all', () => {
    expect(() => load([])).toThrow(`${FILE} does not match its schema`);
    expect(() => load(edited((file) => Object.assign(file, { nearby: 'gần đây' })))).toThrow('→ at nearby');
  });
});
