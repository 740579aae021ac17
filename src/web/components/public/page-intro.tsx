import type { ReactNode } from 'react';

/** The heading band that opens a public page. */
export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">{intro}</p>
        {children}
      </div>
    </section>
  );
}
