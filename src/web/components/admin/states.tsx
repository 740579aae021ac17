import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '../ui/modal.tsx';

/** The spinner every admin screen shows while it loads; `fullScreen` for a route's whole page. */
export function LoadingState({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      className={`flex items-center justify-center ${fullScreen ? 'min-h-screen bg-slate-100' : 'h-64'}`}
      role="status"
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** A load that failed: the message and a retry button (spec 001 §2: error state with retry). */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center" role="alert">
      <p className="font-medium text-red-700">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonClass()} mt-4`}>
          <RefreshCw className={`size-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden="true" />
          Thử lại
        </button>
      )}
    </div>
  );
}

/**
 * 'Làm mới': fetches a screen's data again, spinning while it does; `tone` is the screen's (secondary beside other
 * buttons, primary where it is the only one).
 */
export function RefreshButton({
  query,
  tone = 'secondary',
}: {
  query: { isFetching: boolean; refetch: () => unknown };
  tone?: 'primary' | 'secondary';
}) {
  return (
    <button
      type="button"
      className={buttonClass(tone)}
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
    >
      <RefreshCw className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
      Làm mới
    </button>
  );
}

/** Nothing to show (an empty list or trash), with the spec's text. */
export function EmptyState({ message }: { message: string }) {
  return <p className="px-3 py-10 text-center text-slate-500">{message}</p>;
}

type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
};

/** A query's three faces: the spinner while it loads, the error with retry, else what `children` draws. */
export function QueryView<T>({
  query,
  loadingLabel,
  errorMessage,
  children,
}: {
  query: QueryLike<T>;
  loadingLabel: string;
  errorMessage: string | ((error: unknown) => string);
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState
        message={typeof errorMessage === 'string' ? errorMessage : errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <>{children(query.data)}</>;
}
