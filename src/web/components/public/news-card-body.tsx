import { Link } from 'react-router';
import { newsTypeLabel } from '#domain/news/news-type.rules.ts';
import type { NewsCard } from '#domain/site/home.schema.ts';
import { formatDate } from '../../lib/format.ts';

/**
 * The text of a news card on the home page and the news list: type and date, the title linking to the article,
 * the summary. `Heading` follows the page's outline (h3 under the home page's section, h2 on the list).
 */
export function NewsCardBody({ item, Heading }: { item: NewsCard; Heading: 'h2' | 'h3' }) {
  return (
    <div className="flex flex-1 flex-col p-5">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {newsTypeLabel(item.type)}
        <span className="text-slate-500">
          {' · '}
          <time dateTime={item.publishedDate}>{formatDate(item.publishedDate)}</time>
        </span>
      </p>
      <Heading className="mt-2 text-lg font-semibold text-slate-900">
        <Link to={`/news/${item.slug}`} className="hover:text-brand-700">
          {item.title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 text-slate-600">{item.summary}</p>
    </div>
  );
}
