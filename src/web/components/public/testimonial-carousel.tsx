import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { type FocusEvent, useEffect, useState } from 'react';
import { nextIndex, previousIndex, TESTIMONIAL_INTERVAL_MS } from '#domain/site/carousel.rules.ts';
import type { Testimonial } from '../../lib/home-showcase.ts';

/**
 * spec 002 §4, §9: advances every 4 s and wraps from the last to the first; buttons and dots only, no drag.
 * It holds still while the pointer is over it or focus is inside, so a visitor can read or use the controls.
 */
export function TestimonialCarousel({ items }: { items: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const count = items.length;

  // restarted on every change, so each testimonial stays 4 s whether it came by timer, button or dot
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex(nextIndex(index, count)), TESTIMONIAL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, paused, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="mx-auto max-w-4xl px-4 py-16 sm:px-6"
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      data-testid="testimonials"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <h2 id="testimonials-heading" className="text-center text-2xl font-bold text-slate-900">
        Khách hàng nói về chúng tôi
      </h2>
      <div className="mt-8 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <div
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={paused ? 'polite' : 'off'}
        >
          {items.map((item, i) => (
            <figure
              key={item.company}
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
              data-testid="testimonial"
              className="w-full shrink-0 p-8 sm:p-10"
            >
              <div className="flex items-center justify-between gap-4">
                <img
                  src={item.logo}
                  alt={item.company}
                  width={160}
                  height={51}
                  loading="lazy"
                  decoding="async"
                />
                <Quote className="size-10 text-brand-100" aria-hidden="true" />
              </div>
              <blockquote className="mt-6 text-lg leading-relaxed text-slate-700">
                <p>{item.content}</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="block font-semibold text-slate-900">{item.author}</span>
                <span className="text-sm text-slate-600">
                  {item.role}, {item.company}
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          aria-label="Trước"
          onClick={() => setIndex(previousIndex(index, count))}
          className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-600"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <ul className="flex gap-1">
          {items.map((item, i) => (
            <li key={item.company}>
              <button
                type="button"
                aria-label={`Xem ý kiến ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                className="flex size-6 items-center justify-center"
              >
                <span
                  className={`block h-2.5 rounded-full transition-all ${
                    i === index ? 'w-6 bg-brand-600' : 'w-2.5 bg-slate-300'
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          aria-label="Tiếp"
          onClick={() => setIndex(nextIndex(index, count))}
          className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-600"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
