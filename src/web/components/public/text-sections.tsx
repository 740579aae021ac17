/**
 * A text page's sections (/privacy, /terms): each a heading and its points, the headings labelling their
 * sections for screen readers.
 */
export function TextSections({
  id,
  sections,
}: {
  /** the page's prefix for the headings' ids */
  id: string;
  sections: ReadonlyArray<{ title: string; items: readonly string[] }>;
}) {
  return sections.map((section, i) => (
    <section key={section.title} aria-labelledby={`${id}-section-${i}`}>
      <h2 id={`${id}-section-${i}`} className="text-2xl font-bold text-slate-900">
        {section.title}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  ));
}
