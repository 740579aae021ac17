import { type SQL, sql } from 'drizzle-orm';
import { foldVietnamese } from '#domain/news/slug.rules.ts';
import { containsPattern } from './like-pattern.ts';

// Vietnamese letters with diacritics (both cases) and their base letters, for translate(): search ignores
// diacritics and case whatever the database's locale. The same table as the news title search.
const ACCENTED =
  'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ' +
  'ÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ';
const BASE =
  'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd' +
  'AAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD';

/** Any of `columns` contains `search`, ignoring case and Vietnamese diacritics ("nguyen" finds "Nguyễn"). */
export function foldedContains(columns: SQL[], search: string | undefined): SQL | undefined {
  const term = foldVietnamese(search?.trim() ?? '').replace(/\s+/g, ' ');
  if (!term || columns.length === 0) return undefined;
  const pattern = containsPattern(term);
  const each = columns.map(
    (c) => sql`lower(translate(coalesce(${c}, ''), ${ACCENTED}, ${BASE})) like ${pattern}`,
  );
  return sql`(${sql.join(each, sql` or `)})`;
}
