import { Check } from 'lucide-react';

/** What a service or product includes, one line a tick (the price list, the payment page, a product page). */
export function CheckList({
  lines,
  className = 'mt-4 space-y-2',
}: {
  lines: readonly string[];
  className?: string;
}) {
  return (
    <ul className={`${className} text-slate-700`}>
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <Check className="mt-1 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}
