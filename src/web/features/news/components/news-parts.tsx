import { ImageOff, type LucideIcon, Pencil, Rocket, RotateCcw, Send, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import {
  ARTICLE_ACTION_VERBS,
  ARTICLE_STATE_LABELS,
  type ArticleAction,
  type ArticleState,
  noPermissionMessage,
} from '#domain/news/article-state.rules.ts';
import { mediaUrl } from '#domain/site/media-url.rules.ts';
import { notify } from '../../../components/admin/toast.ts';
import { STATE_TONES } from '../article-status.ts';

export function StatusBadge({ state, detail }: { state: ArticleState; detail?: string }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <span
        className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_TONES[state]}`}
        data-testid="news-status"
      >
        {ARTICLE_STATE_LABELS[state]}
      </span>
      {detail && (
        <span className="text-xs text-slate-500 tabular-nums" data-testid="news-countdown">
          {detail}
        </span>
      )}
    </div>
  );
}

/** A stored image (full URL or public/images/…), or a grey placeholder when missing or broken. */
export function ArticleImage({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const url = mediaUrl(src);
  if (!url || failedSrc === url) {
    return (
      <span className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}>
        <ImageOff className="size-5" aria-hidden="true" />
        <span className="sr-only">{alt}</span>
      </span>
    );
  }
  return (
    <img src={url} alt={alt} className={`object-cover ${className}`} onError={() => setFailedSrc(url)} />
  );
}

type ActionProps = {
  icon: LucideIcon;
  label: string;
  /** The verb of 'Bạn không có quyền {action} bài viết này' (spec 001 §6). */
  action?: ArticleAction;
  allowed: boolean;
  tone?: 'neutral' | 'primary' | 'success' | 'danger' | 'warning';
  onClick?: () => void;
  to?: string;
  showLabel?: boolean;
};

const TONES = {
  neutral: 'text-slate-600 hover:bg-slate-100',
  primary: 'text-brand-600 hover:bg-brand-50',
  success: 'text-emerald-600 hover:bg-emerald-50',
  danger: 'text-red-600 hover:bg-red-50',
  warning: 'text-amber-600 hover:bg-amber-50',
} as const;

/**
 * An article action. Without the right it looks disabled and says why (spec 001 §6); it stays focusable so
 * the reason can be read.
 */
export function ActionButton({
  icon: Icon,
  label,
  action,
  allowed,
  tone = 'neutral',
  onClick,
  to,
  showLabel,
}: ActionProps) {
  const denied = action ? noPermissionMessage(action) : '';
  const className = `inline-flex items-center gap-1.5 rounded-md p-1.5 text-sm font-medium ${
    allowed ? TONES[tone] : 'cursor-not-allowed text-slate-400 opacity-60'
  } ${showLabel ? 'px-3 py-1.5 border border-current/20' : ''}`;
  const content: ReactNode = (
    <>
      <Icon className="size-4" aria-hidden="true" />
      {showLabel ? label : <span className="sr-only">{label}</span>}
    </>
  );
  if (!allowed && action) {
    return (
      <button
        type="button"
        aria-disabled="true"
        title={denied}
        data-denied={denied}
        className={className}
        onClick={() => notify.error(denied)}
      >
        {content}
      </button>
    );
  }
  if (to) {
    return (
      <Link to={to} title={label} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" title={label} className={className} onClick={onClick}>
      {content}
    </button>
  );
}

// The article actions of spec 001 §2 with their icon, name and colour; the verb of the §6 refusal comes with
// the same key from ARTICLE_ACTION_VERBS, the one the server refuses with.
const ARTICLE_ACTIONS = {
  edit: { icon: Pencil, label: 'Chỉnh sửa', tone: 'primary' },
  publish: { icon: Send, label: 'Xuất bản bản nháp', tone: 'success' },
  publishNow: { icon: Rocket, label: 'Xuất bản ngay', tone: 'warning' },
  trash: { icon: Trash2, label: 'Chuyển vào thùng rác', tone: 'danger' },
  restore: { icon: RotateCcw, label: 'Khôi phục', tone: 'success' },
  deletePermanently: { icon: Trash2, label: 'Xóa vĩnh viễn', tone: 'danger' },
} as const satisfies Record<keyof typeof ARTICLE_ACTION_VERBS, Pick<ActionProps, 'icon' | 'label' | 'tone'>>;

/** One of the article actions, the same on the list, the trash and the detail screen. */
export function ArticleActionButton({
  kind,
  label,
  ...rest
}: { kind: keyof typeof ARTICLE_ACTIONS; label?: string } & Pick<
  ActionProps,
  'allowed' | 'onClick' | 'to' | 'showLabel'
>) {
  const config = ARTICLE_ACTIONS[kind];
  return (
    <ActionButton {...config} action={ARTICLE_ACTION_VERBS[kind]} label={label ?? config.label} {...rest} />
  );
}
