import { z } from './zod.ts';

/**
 * Data kept as data (STYLE.md, docs/decisions/045): a JSON file of the repository is checked against its schema
 * when it is loaded, and a malformed one stops the load with the file's name and what is wrong where.
 */
export function parseDataFile<S extends z.ZodType>(schema: S, raw: unknown, file: string): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`${file} does not match its schema:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
