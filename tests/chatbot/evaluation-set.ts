/**
 * The AI assistant's evaluation sets (decisions 017 and 037), data in assistant/evaluation/ (decision 045):
 * questions written as customers type them, each with the source that should answer it (a training item's
 * pattern, or a knowledge item's id), and questions the site cannot answer (they must get the fallback). Each
 * file says in `about` who wrote it and from what.
 */
import blindSet from '../../assistant/evaluation/blind-set.json' with { type: 'json' };
import blindSet3 from '../../assistant/evaluation/blind-set-3.json' with { type: 'json' };
import blindSet4 from '../../assistant/evaluation/blind-set-4.json' with { type: 'json' };
import blindSet5 from '../../assistant/evaluation/blind-set-5.json' with { type: 'json' };
import blindSet6 from '../../assistant/evaluation/blind-set-6.json' with { type: 'json' };
import blindSet7 from '../../assistant/evaluation/blind-set-7.json' with { type: 'json' };
import blindSet8 from '../../assistant/evaluation/blind-set-8.json' with { type: 'json' };
import blindSet9 from '../../assistant/evaluation/blind-set-9.json' with { type: 'json' };
import blindSet10 from '../../assistant/evaluation/blind-set-10.json' with { type: 'json' };
import blindSet11 from '../../assistant/evaluation/blind-set-11.json' with { type: 'json' };
import blindSet12 from '../../assistant/evaluation/blind-set-12.json' with { type: 'json' };
import blindSet13 from '../../assistant/evaluation/blind-set-13.json' with { type: 'json' };
import firstSet from '../../assistant/evaluation/evaluation-set.json' with { type: 'json' };
import shortSetA from '../../assistant/evaluation/short-set-a.json' with { type: 'json' };
import shortSetB from '../../assistant/evaluation/short-set-b.json' with { type: 'json' };
import siteSet from '../../assistant/evaluation/site-set.json' with { type: 'json' };
import { parseDataFile } from '../../src/domain/shared/data-file.rules.ts';
import { z } from '../../src/domain/shared/zod.ts';

const inScopeSchema = z.strictObject({ q: z.string().min(1), expect: z.string().min(1) });
export type InScope = z.output<typeof inScopeSchema>;

/**
 * One set's file: its in-scope questions as one list or grouped (by category, or by what they ask), read as one
 * list in the file's order.
 */
export const evaluationSetSchema = z
  .strictObject({
    about: z.string().min(1),
    inScope: z.union([
      z.array(inScopeSchema).min(1),
      z.record(z.string().min(1), z.array(inScopeSchema).min(1)),
    ]),
    outOfScope: z.array(z.string().min(1)).min(1),
  })
  .transform((set) => ({
    ...set,
    inScope: Array.isArray(set.inScope) ? set.inScope : Object.values(set.inScope).flat(),
  }));
export type EvaluationSet = z.output<typeof evaluationSetSchema>;

const load = (raw: unknown, name: string) =>
  parseDataFile(evaluationSetSchema, raw, `assistant/evaluation/${name}.json`);

/** Every set, by the name the bench and the tests use. */
export const EVALUATION_SETS = {
  first: load(firstSet, 'evaluation-set'),
  blind: load(blindSet, 'blind-set'),
  third: load(blindSet3, 'blind-set-3'),
  fourth: load(blindSet4, 'blind-set-4'),
  fifth: load(blindSet5, 'blind-set-5'),
  sixth: load(blindSet6, 'blind-set-6'),
  seventh: load(blindSet7, 'blind-set-7'),
  eighth: load(blindSet8, 'blind-set-8'),
  ninth: load(blindSet9, 'blind-set-9'),
  tenth: load(blindSet10, 'blind-set-10'),
  eleventh: load(blindSet11, 'blind-set-11'),
  twelfth: load(blindSet12, 'blind-set-12'),
  thirteenth: load(blindSet13, 'blind-set-13'),
  shortA: load(shortSetA, 'short-set-a'),
  shortB: load(shortSetB, 'short-set-b'),
  site: load(siteSet, 'site-set'),
} satisfies Record<string, EvaluationSet>;

/** The same questions typed without diacritics (as many visitors type them). */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/**
 * Tuning half (even positions) and held-out half (odd positions) of each list: the first set's tuning half is
 * where the confidence threshold was chosen (decision 017).
 */
export const tuningHalf = <T>(list: T[]) => list.filter((_, i) => i % 2 === 0);
export const heldOutHalf = <T>(list: T[]) => list.filter((_, i) => i % 2 === 1);
