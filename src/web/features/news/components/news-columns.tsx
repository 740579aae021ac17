import { Link } from 'react-router';
import { newsTypeLabel } from '#domain/news/news-type.rules.ts';
import { type AdminColumn, DataTable } from '../../../components/admin/data-table.tsx';
import type { RowSelection } from '../../../components/admin/row-selection.ts';
import { articleKey } from '../article-status.ts';
import type { AdminArticle } from '../news.api.ts';
import { ArticleImage } from './news-parts.tsx';

/** The path of an article's admin screen: by slug when it has one, else by id (spec 001 §2). */
export function articlePath(screen: 'detail' | 'edit', article: AdminArticle): string {
  return `/admin/news/${screen}/${encodeURIComponent(articleKey(article))}`;
}

const imageColumn: AdminColumn<AdminArticle> = {
  id: 'image',
  header: 'Hình ảnh',
  meta: { className: 'w-24' },
  cell: ({ row }) => (
    <ArticleImage src={row.original.image} alt={row.original.title} className="h-12 w-20 rounded" />
  ),
};

function titleColumn(linked: boolean): AdminColumn<AdminArticle> {
  return {
    id: 'title',
    header: 'Tiêu đề',
    meta: { className: 'max-w-xs font-medium text-slate-900', headerClassName: '' },
    cell: ({ row }) =>
      linked ? (
        <Link to={articlePath('detail', row.original)} className="line-clamp-2 hover:text-brand-600">
          {row.original.title}
        </Link>
      ) : (
        row.original.title
      ),
  };
}

const typeColumn: AdminColumn<AdminArticle> = {
  id: 'type',
  header: 'Loại',
  meta: { className: 'text-slate-600', headerClassName: '' },
  cell: ({ row }) => newsTypeLabel(row.original.type),
};

const authorColumn: AdminColumn<AdminArticle> = {
  id: 'author',
  header: 'Tác giả',
  meta: { className: 'text-slate-600', headerClassName: '' },
  cell: ({ row }) => row.original.author,
};

/** Image, title, type and author: the columns the list and the trash share (spec 001 §2). */
export function articleColumns({ linkTitle }: { linkTitle: boolean }): AdminColumn<AdminArticle>[] {
  return [imageColumn, titleColumn(linkTitle), typeColumn, authorColumn];
}

/** A table of articles: rows by id, each with its own checkbox ('Chọn {title}'). */
export function ArticleTable({
  items,
  selection,
  ...props
}: {
  items: AdminArticle[];
  columns: AdminColumn<AdminArticle>[];
  selection: RowSelection;
  label: string;
  emptyText: string;
  rowTestId: string;
}) {
  return (
    <DataTable
      data={items}
      getRowId={(article) => article._id}
      selection={{ ...selection, rowLabel: (article) => `Chọn ${article.title}` }}
      {...props}
    />
  );
}
