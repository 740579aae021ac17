import { type ReactNode, useId } from 'react';

/** One card of the article form, named by its heading. */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className="rounded-xl bg-white p-5 shadow-sm" aria-labelledby={id}>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}
