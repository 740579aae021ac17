/** The full-screen spinner an admin route shows while its browser-side loader runs. */
export function LoadingScreen({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-100" role="status">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
